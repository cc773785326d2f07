import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { getTicketRecord, type TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { systemUpdateTicket } from '../../functions/src/domain/tickets/system-update.js';
import { keys } from '../../functions/src/platform/keys.js';
import { LocalScheduler } from '../../functions/src/platform/scheduler/local-scheduler.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { timerTargets } from '../../functions/src/timers/targets.js';
import { conversationFixtures, until } from './messages-fixtures.js';

let ctx: TestContext;
let sessions: TestSessions;
let sim: ReturnType<typeof simulatorFixtures>;
let fx: ReturnType<typeof conversationFixtures>;
let admin: ReturnType<typeof adminFixtures>;
let company: Awaited<ReturnType<TestContext['seedCompany']>>;
let token: string;
let connectionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  sim = simulatorFixtures(ctx);
  fx = conversationFixtures(ctx);
  admin = adminFixtures(ctx);
});

// A connection without queues, so the chatbot leaves the ticket alone.
beforeEach(async () => {
  company = await ctx.seedCompany();
  token = company.admin.token;
  connectionId = (await sim.connectedSimulator(token)).id;
});

afterAll(() => sessions.stop());

const CUSTOMER = '5511977776666';
const MINUTE = 60_000;
type Sent = { body: string };
const INACTIVE = 'Atendimento encerrado por falta de interação, {{firstName}}.';

/** An admin's request that must succeed; answers the body. */
async function call(method: string, path: string, body: Record<string, unknown>, status = 200) {
  const res = await ctx.request(method, path, { token, body });
  expect(res.status).toBe(status);
  return res.body;
}
const configure = (fields: Record<string, unknown>) => call('PUT', `/api/whatsapp/${connectionId}`, fields);
const putTicket = (ticket: TicketRecord, body: Record<string, unknown>) =>
  call('PUT', `/api/tickets/${ticket.id}`, body);
const current = async (ticket: TicketRecord) => (await getTicketRecord(ctx.deps.table, ticket.companyId, ticket.id))!;
const accept = (ticket: TicketRecord) => putTicket(ticket, { status: 'open', userId: company.userId });
/** Time passes and the scheduler fires what is due by then. */
const later = async (ms: number) => {
  ctx.clock.advance(ms);
  await ctx.deps.scheduler.runDue(timerTargets(ctx.deps));
};

/** The pending timer as the local scheduler stores it, once `check` holds (the inbound pipeline is asynchronous). */
async function timer(id: string, check: (payload: Record<string, unknown>) => boolean = () => true) {
  const read = () => ctx.deps.table.get<{ pk: string; sk: string; payload: string; target: string }>(keys.timer(id));
  const item = await until(read, (found) => found !== undefined && check(JSON.parse(found.payload)));
  return { target: item!.target, payload: JSON.parse(item!.payload) as Record<string, unknown> };
}

/** Whether a timer is still pending (the table is shared by the tests, so counts of fired timers say little). */
const pending = async (id: string) => (await ctx.deps.table.get(keys.timer(id))) !== undefined;

/** A timer delivered once more (at least once), or an old one delivered after it was replaced. */
const deliver = (fired: { target: string; payload: unknown }, id = 'late') =>
  timerTargets(ctx.deps)[fired.target]!(fired.payload, { id, ...fired, time: ctx.clock.now().toISOString() });

/** The customer writes; answers the ticket once the message is stored in it. */
async function customerWrites(body: string): Promise<TicketRecord> {
  await sim.customerSays(token, connectionId, CUSTOMER, body, 'Maria Souza');
  const chat = await until(
    () => fx.chat(company.companyId, connectionId, CUSTOMER),
    (c) => c.messages.some((m) => m.body === body) && c.ticket?.lastMessage === body,
  );
  return chat.ticket!;
}

/** What the business sent in the ticket, as stored (written before the send is queued). */
const sentBodies = async (ticket: TicketRecord) =>
  (await fx.page(token, ticket.id)).messages.filter((m) => m.fromMe).map((m) => m.body);

describe('the inactivity close', () => {
  beforeEach(() => configure({ expiresTicket: 5, expiresInactiveMessage: INACTIVE }));

  it('closes an open ticket expiresTicket minutes after the accept and tells the customer, once', async () => {
    const ticket = await customerWrites('Olá');
    await accept(ticket);
    const armed = await timer(`exp-${ticket.id}`);

    await later(4 * MINUTE);
    expect((await current(ticket)).status).toBe('open');
    expect(await pending(`exp-${ticket.id}`)).toBe(true);

    await later(MINUTE + 1000);
    expect(await current(ticket)).toMatchObject({ status: 'closed', closedAt: ctx.clock.now().toISOString() });
    const phone = () => ctx.request('GET', `/api/simulator/${connectionId}/messages?number=${CUSTOMER}`, { token });
    const shown = await until(phone, (res) => res.body.messages.some((m: Sent) => m.body.includes('interação')));
    expect(shown.body.messages.map((m: Sent) => m.body)).toContain(
      'Atendimento encerrado por falta de interação, Maria.',
    );

    await deliver(armed);
    expect((await sentBodies(ticket)).filter((body) => body.includes('falta de interação'))).toHaveLength(1);
    // The close released the open ticket: the customer's next message opens a new one.
    expect((await customerWrites('voltei')).id).not.toBe(ticket.id);
  });

  it('is postponed by a customer message in between', async () => {
    const ticket = await customerWrites('Olá');
    await accept(ticket);
    await timer(`exp-${ticket.id}`);
    ctx.clock.advance(3 * MINUTE);
    const written = await customerWrites('ainda estou aqui');
    await timer(`exp-${ticket.id}`, (payload) => payload.customerAt === written.customerAt);

    await later(3 * MINUTE);
    expect((await current(ticket)).status).toBe('open');

    await later(2 * MINUTE + 1000);
    expect((await current(ticket)).status).toBe('closed');
  });

  it('ignores a timer armed before an agent’s transfer, and counts again from the transfer', async () => {
    const colleague = await admin.createUser(token);
    const ticket = await customerWrites('Olá');
    await accept(ticket);
    const old = await timer(`exp-${ticket.id}`);
    ctx.clock.advance(2 * MINUTE);
    await putTicket(ticket, { userId: colleague.id });
    await timer(`exp-${ticket.id}`, (payload) => payload.rev !== old.payload.rev);

    await later(3 * MINUTE + 1000);
    await deliver(old);
    expect(await current(ticket)).toMatchObject({ status: 'open', userId: colleague.id });

    await later(2 * MINUTE);
    expect((await current(ticket)).status).toBe('closed');
  });

  it('does nothing to a ticket the agent returned to the queue or closed meanwhile', async () => {
    const ticket = await customerWrites('Olá');
    await accept(ticket);
    const armed = await timer(`exp-${ticket.id}`);
    await putTicket(ticket, { status: 'pending' });
    await later(5 * MINUTE + 1000);
    await deliver(armed);
    expect(await current(ticket)).toMatchObject({ status: 'pending', userId: null });

    await accept(ticket);
    const reaccepted = await timer(`exp-${ticket.id}`, (payload) => payload.rev !== armed.payload.rev);
    await putTicket(ticket, { status: 'closed' });
    const closedAt = (await current(ticket)).closedAt;
    expect(await pending(`exp-${ticket.id}`)).toBe(false);
    await later(5 * MINUTE + 1000);
    await deliver(reaccepted);
    expect(await current(ticket)).toMatchObject({ status: 'closed', closedAt });
    expect((await sentBodies(ticket)).some((body) => body.includes('falta de interação'))).toBe(false);
  });

  it('closes a ticket an agent opened himself', async () => {
    const contact = await call('POST', '/api/contacts', { name: 'João', number: '5511966665555' }, 201);
    const body = { contactId: contact.id, whatsappId: connectionId, userId: company.userId, status: 'open' };
    const created = await call('POST', '/api/tickets', body, 201);
    await later(5 * MINUTE + 1000);
    expect((await getTicketRecord(ctx.deps.table, company.companyId, created.id))?.status).toBe('closed');
  });

  it('survives a restart: a new scheduler over the same table fires the timer', async () => {
    const ticket = await customerWrites('Olá');
    await accept(ticket);
    await timer(`exp-${ticket.id}`);
    const restarted = new LocalScheduler(ctx.deps.table, ctx.clock);
    ctx.clock.advance(5 * MINUTE + 1000);
    await restarted.runDue(timerTargets(ctx.deps));
    expect((await current(ticket)).status).toBe('closed');
    expect(await pending(`exp-${ticket.id}`)).toBe(false);
  });
});

describe('the transfer of a ticket waiting without a queue', () => {
  let transferQueueId: string;
  beforeEach(async () => {
    transferQueueId = (await admin.createQueue(token, { name: 'Triagem' })).id;
    await configure({ timeToTransfer: 2, transferQueueId });
  });

  it('moves a pending ticket without a queue to the transfer queue after timeToTransfer minutes', async () => {
    const ticket = await customerWrites('Olá');
    await timer(`xfer-${ticket.id}`);
    await later(MINUTE);
    expect((await current(ticket)).queueId).toBeNull();
    await later(MINUTE + 1000);
    expect(await current(ticket)).toMatchObject({
      status: 'pending',
      userId: null,
      queueId: transferQueueId,
      chatbot: false,
    });
  });

  it('does nothing to a ticket accepted before the timer', async () => {
    const ticket = await customerWrites('Olá');
    const armed = await timer(`xfer-${ticket.id}`);
    await accept(ticket);
    await later(2 * MINUTE + 1000);
    await deliver(armed);
    expect(await current(ticket)).toMatchObject({ status: 'open', userId: company.userId, queueId: null });
  });

  it('does nothing once the customer chose a queue (the bot’s change bumps the revision)', async () => {
    const chosen = (await admin.createQueue(token, { name: 'Vendas' })).id;
    const ticket = await customerWrites('Olá');
    await timer(`xfer-${ticket.id}`);
    await systemUpdateTicket(ctx.deps, await current(ticket), { queueId: chosen });
    await later(2 * MINUTE + 1000);
    expect((await current(ticket)).queueId).toBe(chosen);
  });

  it('waits again from the chatbot’s own change that leaves the ticket without a queue', async () => {
    const ticket = await customerWrites('Olá');
    await timer(`xfer-${ticket.id}`);
    ctx.clock.advance(MINUTE);
    // The bot talks again (back to its queue menu, queue cleared): the revision moves, the ticket still waits.
    await systemUpdateTicket(ctx.deps, await current(ticket), { chatbot: true });
    await later(MINUTE + 1000);
    expect((await current(ticket)).queueId).toBeNull();
    expect(await pending(`xfer-${ticket.id}`)).toBe(true);
    await later(2 * MINUTE);
    expect(await current(ticket)).toMatchObject({ queueId: transferQueueId, chatbot: false });
  });

  it('does nothing when the transfer queue no longer exists', async () => {
    const ticket = await customerWrites('Olá');
    await timer(`xfer-${ticket.id}`);
    await ctx.deps.table.delete(keys.queue(company.companyId, transferQueueId));
    await later(2 * MINUTE + 1000);
    // Fired and dropped, not held for another try.
    expect(await pending(`xfer-${ticket.id}`)).toBe(false);
    expect(await current(ticket)).toMatchObject({ status: 'pending', queueId: null, rev: ticket.rev });
  });
});
