import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { protocolOf } from '../../functions/src/domain/common/message-variables.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { awaitedRating } from '../../functions/src/domain/ratings/ratings.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { automaticFixtures, type AutomaticWorld } from './automatic-fixtures.js';
import { conversationFixtures } from './messages-fixtures.js';

/** 2026-03-02 10:00 in São Paulo (UTC-3): {{ms}} is Bom dia there, Boa noite in Tokyo (22:00). */
const MORNING = new Date('2026-03-02T13:00:00.000Z');
const CUSTOMER = '5511988887777';

let ctx: TestContext;
let sessions: TestSessions;
let auto: ReturnType<typeof automaticFixtures>;
let admin: ReturnType<typeof adminFixtures>;
let w: AutomaticWorld;

beforeAll(async () => {
  ctx = await createTestContext({ now: MORNING });
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  auto = automaticFixtures(ctx);
  admin = adminFixtures(ctx);
});

beforeEach(async () => {
  ctx.clock.set(MORNING);
  w = await auto.world();
});

afterAll(async () => {
  await sessions.stop();
});

const greeting = (ms: string, name: string, user: string) =>
  `*Mensagem automática:*\n${ms} *${name}*, meu nome é *${user}* e agora vou prosseguir com o seu atendimento!`;

/** The customer writes and the admin accepts the ticket; answers the ticket as accepted. */
async function acceptedTicket(name = 'Maria Silva') {
  const { ticket } = await w.customerWrites(CUSTOMER, 'oi', name);
  const res = await w.putTicket(ticket!.id, { status: 'open', userId: w.userId });
  expect(res.status).toBe(200);
  return ticket!;
}

const sentBodies = async (number = CUSTOMER) => (await w.sent(number)).map((m) => m.body);

describe('the greeting on accept', () => {
  it('greets the customer by name and time of day, with the agent’s name, while sendGreetingAccepted is on', async () => {
    const quiet = await acceptedTicket();
    expect(await sentBodies()).toEqual([]);
    expect((await w.putTicket(quiet.id, { status: 'closed' })).status).toBe(200);

    await w.setting('sendGreetingAccepted', 'enabled');
    await acceptedTicket();

    const expected = greeting('Bom dia', 'Maria Silva', w.admin.user.name);
    expect(await sentBodies()).toEqual([expected]);
    expect(await w.received(CUSTOMER, 1)).toEqual([expected]);
  });

  it('reads the time of day on the company’s clock (timezone setting)', async () => {
    await w.setting('sendGreetingAccepted', 'enabled');
    await w.setting('timezone', 'Asia/Tokyo');
    await acceptedTicket('João');
    expect(await sentBodies()).toEqual([greeting('Boa noite', 'João', w.admin.user.name)]);
  });
});

describe('the message on transfer', () => {
  const toQueue = (name: string) =>
    `*Mensagem automática:*\nVocê foi transferido para o departamento *${name}*.\nAguarde, já vamos te atender!`;
  const toUser = (name: string) =>
    `*Mensagem automática:*\nVocê foi transferido para o atendente *${name}*.\nAguarde, já vamos te atender!`;

  async function transfers() {
    const queue = await admin.createQueue(w.auth.token, { name: 'Financeiro' });
    const agent = await admin.createAgent(w.auth.token, { name: 'Ana Souza', queueIds: [queue.id] });
    const ticket = await acceptedTicket();
    const steps = [
      { queueId: queue.id },
      { queueId: queue.id, userId: agent.id, status: 'open' },
      // Nothing really changes.
      { queueId: queue.id, userId: agent.id, status: 'open' },
      { userId: w.userId },
    ];
    for (const body of steps) expect((await w.putTicket(ticket.id, body)).status).toBe(200);
  }

  it('names the new department, then the new attendant, only when they changed', async () => {
    await w.setting('sendMsgTransfTicket', 'enabled');
    await transfers();
    const expected = [toQueue('Financeiro'), toUser('Ana Souza'), toUser(w.admin.user.name)];
    expect(await sentBodies()).toEqual(expected);
    expect(await w.received(CUSTOMER, 3)).toEqual(expected);
  });

  it('says nothing while sendMsgTransfTicket is off (the default)', async () => {
    await transfers();
    expect(await sentBodies()).toEqual([]);
  });
});

describe('the completion message', () => {
  it('goes when an agent closes the ticket, with the message variables filled in', async () => {
    await w.connection({
      complationMessage: '{{ms}}, {{firstName}}! Atendimento {{protocol}} encerrado em {{date}} às {{hour}}.',
    });
    const ticket = await acceptedTicket();
    ctx.clock.advance(5 * 60_000);
    expect((await w.putTicket(ticket.id, { status: 'closed' })).status).toBe(200);

    const protocol = protocolOf(ticket, 'America/Sao_Paulo');
    const expected = `Bom dia, Maria! Atendimento ${protocol} encerrado em 02/03/2026 às 10:05.`;
    const [completion] = await w.sent(CUSTOMER);
    expect(completion).toMatchObject({ body: expected, ticketId: ticket.id });
    expect(await w.received(CUSTOMER, 1)).toEqual([expected]);
  });

  it('sends nothing when the connection has no completion message', async () => {
    const ticket = await acceptedTicket();
    expect((await w.putTicket(ticket.id, { status: 'closed' })).status).toBe(200);
    expect(await sentBodies()).toEqual([]);
  });
});

describe('group tickets', () => {
  const GROUP = '120363000000000001@g.us';

  it('get no greeting, transfer message, rating question or completion message', async () => {
    for (const [key, value] of [
      ['CheckMsgIsGroup', 'disabled'],
      ['sendGreetingAccepted', 'enabled'],
      ['sendMsgTransfTicket', 'enabled'],
      ['userRating', 'enabled'],
    ]) {
      await w.setting(key!, value!);
    }
    await w.connection({ complationMessage: 'Até logo!' });
    const queue = await admin.createQueue(w.auth.token, { name: 'Suporte' });
    const fx = conversationFixtures(ctx);
    const message = fx.customerMessage({ id: 'G1', chatId: GROUP, isGroup: true, participant: CUSTOMER });
    await createIngest(ctx.deps)(fx.job(w.companyId, w.connectionId, message));
    const { ticket, contact } = await w.chat(GROUP);
    expect(ticket?.isGroup).toBe(true);

    for (const body of [
      { status: 'open', userId: w.userId },
      { queueId: queue.id, userId: w.userId },
      { status: 'closed' },
    ]) {
      expect((await w.putTicket(ticket!.id, body)).status).toBe(200);
    }
    expect(await sentBodies(GROUP)).toEqual([]);
    expect(await awaitedRating(ctx.deps, w.companyId, contact!.id, w.connectionId)).toBeUndefined();
  });
});
