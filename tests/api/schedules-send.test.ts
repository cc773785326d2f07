import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { getScheduleRecord } from '../../functions/src/domain/schedules/repo.js';
import { timerTargets } from '../../functions/src/timers/targets.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { conversationFixtures, until } from './messages-fixtures.js';
import { scheduleFixtures } from './schedules-fixtures.js';

let ctx: TestContext;
let sessions: TestSessions;
let sim: ReturnType<typeof simulatorFixtures>;
let fx: ReturnType<typeof scheduleFixtures>;
let company: Awaited<ReturnType<TestContext['seedCompany']>>;
let token: string;
let connectionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  sim = simulatorFixtures(ctx);
  fx = scheduleFixtures(ctx);
});

beforeEach(async () => {
  company = await ctx.seedCompany();
  token = company.admin.token;
  connectionId = (await sim.connectedSimulator(token)).id;
});

afterAll(() => sessions.stop());

type PhoneMessage = { from: string; body: string; media?: { mimetype: string; fileName?: string } };

/** What the simulator's customer received from the business, once `check` holds. */
async function phone(number: string, check: (messages: PhoneMessage[]) => boolean) {
  const read = async () => {
    const res = await ctx.request('GET', `/api/simulator/${connectionId}/messages?number=${number}`, { token });
    return (res.body.messages as PhoneMessage[]).filter((m) => m.from === 'business');
  };
  return until(read, check);
}

const stored = (id: string) => getScheduleRecord(ctx.deps.table, company.companyId, id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('a schedule’s timer sends the message (docs/decisions/043)', () => {
  it('at sendAt, not before: the customer receives it in a ticket and the schedule is ENVIADA', async () => {
    const number = '5511977770001';
    const contactId = await fx.contact(token, number, 'Carla Dias');
    const schedule = await fx.create(token, { contactId, sendAt: fx.inMinutes(10), body: 'Sua consulta é amanhã' });

    await fx.later(9);
    expect((await stored(schedule.id))?.status).toBe('PENDENTE');
    await fx.later(2);
    expect((await phone(number, (m) => m.length >= 1)).map((m) => m.body)).toEqual(['Sua consulta é amanhã']);
    const sent = await fx.call(token, 'GET', `/${schedule.id}`);
    expect(sent.body).toMatchObject({ status: 'ENVIADA', reason: null, sentAt: expect.any(String) });
    const { ticket, messages } = await conversationFixtures(ctx).chat(company.companyId, connectionId, number);
    expect(sent.body.ticketId).toBe(ticket!.id);
    expect(messages.find((m) => m.fromMe)).toMatchObject({ body: 'Sua consulta é amanhã', userId: company.userId });

    const edit = await fx.call(token, 'PUT', `/${schedule.id}`, { body: 'Tarde demais para mudar' });
    expect([edit.status, edit.body.error]).toEqual([409, 'ERR_SCHEDULE_ALREADY_SENT']);
  });

  it('sends once when the timer fires twice, even at the same moment', async () => {
    const number = '5511977770002';
    const schedule = await fx.create(token, { contactId: await fx.contact(token, number), sendAt: fx.inMinutes(5) });
    const fired = (await fx.timer(schedule.id))!;
    await Promise.all([fx.deliverAgain(fired, 'one'), fx.deliverAgain(fired, 'two')]);
    await fx.deliverAgain(fired, 'three');
    await fx.later(6);
    await phone(number, (m) => m.length >= 1);
    await settle();
    expect(await phone(number, () => true)).toHaveLength(1);
    expect((await stored(schedule.id))?.status).toBe('ENVIADA');
  });

  it('a firing that stopped after storing the message, before queueing it, is finished by the next one', async () => {
    const number = '5511977770009';
    const schedule = await fx.create(token, { contactId: await fx.contact(token, number), sendAt: fx.inMinutes(5) });
    const fired = (await fx.timer(schedule.id))!;
    const queueDown: typeof ctx.deps.jobs = Object.create(ctx.deps.jobs);
    queueDown.send = async () => {
      throw new Error('the queue is down');
    };
    const crashing = timerTargets({ ...ctx.deps, jobs: queueDown })[fired.target]!;
    await expect(crashing(fired.payload, { id: 'crash', ...fired })).rejects.toThrow('the queue is down');
    expect((await stored(schedule.id))?.status).toBe('PENDENTE');

    await fx.deliverAgain(fired, 'retry');
    await fx.deliverAgain(fired, 'retry-again');
    expect((await phone(number, (m) => m.length >= 1)).map((m) => m.body)).toHaveLength(1);
    await settle();
    expect(await phone(number, () => true)).toHaveLength(1);
    expect((await stored(schedule.id))?.status).toBe('ENVIADA');
  });

  it('sends the picture with the text as its caption', async () => {
    const number = '5511977770003';
    const schedule = await fx.create(token, { contactId: await fx.contact(token, number), sendAt: fx.inMinutes(5) });
    await fx.upload(token, schedule.id, { name: 'promo.png', type: 'image/png', data: sample.png });
    await fx.later(6);
    const [received] = await phone(number, (m) => m.length >= 1);
    expect(received).toMatchObject({ body: 'Bom dia, tudo bem?', media: { mimetype: 'image/png' } });
  });

  it('a timer armed for an earlier sendAt, or of a deleted schedule, sends nothing', async () => {
    const number = '5511977770004';
    const contactId = await fx.contact(token, number);
    const moved = await fx.create(token, { contactId, sendAt: fx.inMinutes(5) });
    const early = (await fx.timer(moved.id))!;
    await fx.call(token, 'PUT', `/${moved.id}`, { sendAt: fx.inMinutes(60) });
    const gone = await fx.create(token, { contactId, sendAt: fx.inMinutes(5) });
    const goneTimer = (await fx.timer(gone.id))!;
    await fx.call(token, 'DELETE', `/${gone.id}`);
    await fx.deliverAgain(early);
    await fx.deliverAgain(goneTimer);
    await fx.later(10);
    await settle();
    expect(await phone(number, () => true)).toEqual([]);
    expect((await stored(moved.id))?.status).toBe('PENDENTE');
  });
});

describe('a send that fails ends in ERRO with its reason', () => {
  it('when the company has no connection at all', async () => {
    const other = await ctx.seedCompany();
    const contactId = await fx.contact(other.admin.token);
    const schedule = await fx.create(other.admin.token, { contactId, sendAt: fx.inMinutes(5) });
    await fx.later(6);
    const res = await fx.call(other.admin.token, 'GET', `/${schedule.id}`);
    expect(res.body).toMatchObject({
      status: 'ERRO',
      sentAt: null,
      reason: 'Nenhuma conexão disponível para o envio.',
    });
    // Edited, it is pending again and armed for its new time.
    const again = await fx.call(other.admin.token, 'PUT', `/${schedule.id}`, { sendAt: fx.inMinutes(30) });
    expect(again.body).toMatchObject({ status: 'PENDENTE', reason: null });
    expect(await fx.timer(schedule.id)).toMatchObject({ time: again.body.sendAt });
  });

  it('when its contact was deleted meanwhile', async () => {
    const contactId = await fx.contact(token, '5511977770006');
    const schedule = await fx.create(token, { contactId, sendAt: fx.inMinutes(5) });
    expect((await ctx.request('DELETE', `/api/contacts/${contactId}`, { token })).status).toBeLessThan(300);
    await fx.later(6);
    const res = await fx.call(token, 'GET', `/${schedule.id}`);
    expect(res.body).toMatchObject({ status: 'ERRO', reason: 'Contato não encontrado.', contact: null });
  });

  it('when the session host gives the message up (connection down past the send-wait)', async () => {
    const number = '5511977770005';
    const schedule = await fx.create(token, { contactId: await fx.contact(token, number), sendAt: fx.inMinutes(5) });
    await fx.later(6);
    const claimed = await until(
      () => stored(schedule.id),
      (s) => s?.status === 'ENVIADA',
    );
    await createIngest(ctx.deps)({
      companyId: company.companyId,
      connectionId,
      event: {
        type: 'sendFailed',
        id: `failed-${schedule.id}`,
        localId: claimed!.messageId!,
        chatId: number,
        timestamp: Date.now(),
        reason: 'timeout',
      },
    });
    const res = await fx.call(token, 'GET', `/${schedule.id}`);
    expect(res.body).toMatchObject({ status: 'ERRO', reason: 'A conexão não voltou a tempo de enviar.' });
  });
});
