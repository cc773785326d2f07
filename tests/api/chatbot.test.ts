import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { automaticFixtures, type AutomaticWorld } from './automatic-fixtures.js';
import { chatbotFixtures, MINUTE, MONDAY_10H, mondayHours } from './chatbot-fixtures.js';

const CUSTOMER = '5511977776666';
const QUEUE_MENU = 'Olá! Escolha:\n\n*1* - Suporte\n*2* - Vendas';
const VENDAS_MENU = 'Bem-vindo a Vendas\n\n*1* - Planos\n*2* - Endereço\n*0* - Voltar\n*#* - Menu inicial';
const PLANOS_MENU = 'Sobre Planos\n\n*1* - Mensal\n*2* - Anual\n*0* - Voltar\n*#* - Menu inicial';

let ctx: TestContext;
let sessions: TestSessions;
let auto: ReturnType<typeof automaticFixtures>;
let w: AutomaticWorld;
let bot: ReturnType<typeof chatbotFixtures>;

beforeAll(async () => {
  ctx = await createTestContext({ now: MONDAY_10H });
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  auto = automaticFixtures(ctx);
});

beforeEach(async () => {
  ctx.clock.set(MONDAY_10H);
  w = await auto.world();
  bot = chatbotFixtures(ctx, w);
});

afterAll(async () => {
  await sessions.stop();
});

const says = (body: string, name?: string) => w.customerWrites(CUSTOMER, body, name);
const sent = () => bot.sentTexts(CUSTOMER);
const ticketNow = async () => (await w.chat(CUSTOMER)).ticket;

/** Suporte (listed first by its order) and Vendas with options 1 Planos (1 Mensal, 2 Anual) and 2 Endereço. */
async function salesAndSupport(connection: Record<string, unknown> = {}) {
  const vendas = await bot.queue('Vendas', { orderQueue: 2 });
  const suporte = await bot.queue('Suporte', { orderQueue: 1 });
  const planos = await bot.option(vendas, -1, '1', 'Planos');
  await bot.option(vendas, -1, '2', 'Endereço');
  await bot.option(vendas, planos, '2', 'Anual');
  await bot.option(vendas, planos, '1', 'Mensal');
  await bot.serve([vendas, suporte], connection);
  return { vendas, suporte };
}

describe('the queue menu', () => {
  it('greets a new ticket with the numbered queues and puts it in the queue the customer picks', async () => {
    const { suporte } = await salesAndSupport();

    const first = await says('oi');
    expect(await sent()).toEqual([QUEUE_MENU]);
    expect(first.ticket).toMatchObject({ status: 'pending', queueId: null, userId: null, chatbot: true });
    const state = await ctx.deps.table.get<{ pk: string; sk: string; level: string; expiresAt: number }>(
      keys.ticketBot(w.companyId, first.ticket!.id),
    );
    expect(state).toMatchObject({ level: 'queue', expiresAt: MONDAY_10H.getTime() / 1000 + 30 * 24 * 3600 });

    await says('1');
    expect(await sent()).toEqual([QUEUE_MENU, 'Bem-vindo a Suporte']);
    expect(await ticketNow()).toMatchObject({ status: 'pending', queueId: suporte, chatbot: false });
    expect(await w.received(CUSTOMER, 2)).toEqual([QUEUE_MENU, 'Bem-vindo a Suporte']);

    await says('2');
    expect(await sent()).toHaveLength(2);
    expect(await ticketNow()).toMatchObject({ queueId: suporte });
  });

  it('puts the ticket of a one-queue connection in that queue at once, with its greeting and options', async () => {
    const vendas = await bot.queue('Vendas');
    await bot.option(vendas, -1, '1', 'Planos');
    await bot.serve([vendas]);

    const { ticket } = await says('oi');
    expect(await sent()).toEqual(['Bem-vindo a Vendas\n\n*1* - Planos\n*#* - Menu inicial']);
    expect(ticket).toMatchObject({ status: 'pending', queueId: vendas, chatbot: true });

    await says('1');
    expect((await sent()).at(-1)).toBe('Sobre Planos');
    expect(await ticketNow()).toMatchObject({ queueId: vendas, chatbot: false });
  });

  it('repeats the menu at most maxUseBotQueues times and never within timeUseBotQueues minutes', async () => {
    await salesAndSupport({ timeUseBotQueues: 2, maxUseBotQueues: 2 });
    await says('oi');
    ctx.clock.advance(MINUTE);
    await says('quero falar com alguém');
    expect(await sent()).toEqual([QUEUE_MENU]);

    ctx.clock.advance(MINUTE);
    await says('??');
    expect(await sent()).toEqual([QUEUE_MENU, QUEUE_MENU]);

    ctx.clock.advance(5 * MINUTE);
    await says('não sei');
    await says('1');
    expect(await sent()).toEqual([QUEUE_MENU, QUEUE_MENU]);
    expect(await ticketNow()).toMatchObject({ status: 'pending', queueId: null, userId: null, chatbot: false });
  });

  it('takes a picture as a wrong answer, even with a number as its caption', async () => {
    await salesAndSupport();
    await says('oi');
    await bot.customerSendsImage(CUSTOMER, '1');
    expect(await sent()).toEqual([QUEUE_MENU, QUEUE_MENU]);
    expect(await ticketNow()).toMatchObject({ queueId: null, chatbot: true });
  });

  it('stops when an agent moved the ticket to a queue while the menu waited', async () => {
    const { vendas } = await salesAndSupport();
    const { ticket } = await says('oi');
    expect((await w.putTicket(ticket!.id, { queueId: vendas })).status).toBe(200);

    await says('1');
    expect(await sent()).toEqual([QUEUE_MENU]);
    expect(await ticketNow()).toMatchObject({ queueId: vendas, chatbot: false });
  });
});

describe('the options of a queue', () => {
  it('walks two levels, goes back with 0, restarts with # and ends at a leaf', async () => {
    const { vendas } = await salesAndSupport();
    await says('oi', 'Maria Silva');
    await says('2');
    expect(await ticketNow()).toMatchObject({ queueId: vendas, chatbot: true });
    await says('1');
    await says('0');
    await says('0');
    expect(await ticketNow()).toMatchObject({ queueId: null, chatbot: true });
    await says('2');
    await says('1');
    await says('#');
    await says('2');
    await says('1');
    await says('2');
    await says('obrigada');

    const menus = [QUEUE_MENU, VENDAS_MENU, PLANOS_MENU, VENDAS_MENU, QUEUE_MENU];
    expect(await sent()).toEqual([
      ...menus,
      VENDAS_MENU,
      PLANOS_MENU,
      QUEUE_MENU,
      VENDAS_MENU,
      PLANOS_MENU,
      'Sobre Anual',
    ]);
    expect(await ticketNow()).toMatchObject({ status: 'pending', queueId: vendas, chatbot: false });
  });

  it('reads # and 0 after a leaf too: back to the start, or back to the menu that offered it', async () => {
    const { vendas } = await salesAndSupport();
    await says('oi');
    await says('2');
    await says('1');
    await says('2');
    expect(await ticketNow()).toMatchObject({ queueId: vendas, chatbot: false });
    await says('#');
    expect(await ticketNow()).toMatchObject({ status: 'pending', queueId: null, chatbot: true });
    await says('2');
    await says('2');
    await says('0');

    expect(await sent()).toEqual([
      QUEUE_MENU,
      VENDAS_MENU,
      PLANOS_MENU,
      'Sobre Anual',
      QUEUE_MENU,
      VENDAS_MENU,
      'Sobre Endereço',
      VENDAS_MENU,
    ]);
    expect(await ticketNow()).toMatchObject({ status: 'pending', queueId: vendas, chatbot: true });
  });
});

describe('business hours', () => {
  it('outside company hours sends the out-of-hours message once, keeps the ticket and offers no menu', async () => {
    await bot.companyHours(mondayHours('08:00', '09:00'));
    await w.setting('scheduleType', 'company');
    await salesAndSupport({ outOfHoursMessage: '{{firstName}}, abrimos às 8h' });

    const { ticket } = await says('oi', 'Maria Silva');
    await says('alô?');
    expect(await sent()).toEqual(['Maria, abrimos às 8h']);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, chatbot: false });
    expect(await ticketNow()).toMatchObject({ id: ticket!.id, status: 'pending' });

    await bot.companyHours(mondayHours('08:00', '18:00'));
    await says('bom dia');
    expect(await sent()).toEqual(['Maria, abrimos às 8h', QUEUE_MENU]);
  });

  it('outside the hours of the queue chosen sends that queue’s out-of-hours message and keeps the ticket in it', async () => {
    await w.setting('scheduleType', 'queue');
    const { suporte } = await salesAndSupport();
    const closed = { schedules: mondayHours('12:00', '18:00'), outOfHoursMessage: 'O suporte abre ao meio-dia' };
    expect((await ctx.request('PUT', `/api/queue/${suporte}`, { token: w.auth.token, body: closed })).status).toBe(200);

    await says('oi');
    await says('1');
    await says('alguém?');
    expect(await sent()).toEqual([QUEUE_MENU, 'O suporte abre ao meio-dia']);
    expect(await ticketNow()).toMatchObject({ status: 'pending', queueId: suporte, chatbot: false });
  });
});

describe('message variables', () => {
  it('renders the customer’s first name and the time of day on the company’s clock', async () => {
    await w.setting('timezone', 'Asia/Tokyo');
    await salesAndSupport({ greetingMessage: '{{ms}}, {{firstName}}! São {{hour}} de {{date}}. Escolha:' });

    await says('oi', 'Maria Silva');
    // 10:00 in São Paulo is 22:00 in Tokyo.
    expect(await sent()).toEqual([
      'Boa noite, Maria! São 22:00 de 23/11/2026. Escolha:\n\n*1* - Suporte\n*2* - Vendas',
    ]);
  });

  it('reads the company hours on the company’s clock', async () => {
    await w.setting('timezone', 'Asia/Tokyo');
    await w.setting('scheduleType', 'company');
    await salesAndSupport({ outOfHoursMessage: '{{ms}}! Voltamos amanhã.' });

    await says('oi');
    expect(await sent()).toEqual(['Boa noite! Voltamos amanhã.']);
  });
});
