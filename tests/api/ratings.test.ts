import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { awaitedRating } from '../../functions/src/domain/ratings/ratings.js';
import { DEFAULT_RATING_MESSAGE } from '../../functions/src/domain/tickets/automatic-messages.js';
import { getTicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { automaticFixtures, type AutomaticWorld } from './automatic-fixtures.js';

/** 2026-03-02 10:00 in São Paulo. */
const MORNING = new Date('2026-03-02T13:00:00.000Z');
const HOUR = 3_600_000;
const CUSTOMER = '5511977776666';
const COMPLETION = 'Obrigado, {{firstName}}!';

let ctx: TestContext;
let sessions: TestSessions;
let auto: ReturnType<typeof automaticFixtures>;
let w: AutomaticWorld;

beforeAll(async () => {
  ctx = await createTestContext({ now: MORNING });
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  auto = automaticFixtures(ctx);
});

beforeEach(async () => {
  ctx.clock.set(MORNING);
  w = await auto.world();
  await w.setting('userRating', 'enabled');
  await w.connection({ complationMessage: COMPLETION });
});

afterAll(async () => {
  await sessions.stop();
});

/** A conversation the admin accepted and then closed; answers the closed ticket. */
async function closedTicket() {
  const { ticket } = await w.customerWrites(CUSTOMER, 'preciso de ajuda', 'Maria Silva');
  expect((await w.putTicket(ticket!.id, { status: 'open', userId: w.userId })).status).toBe(200);
  expect((await w.putTicket(ticket!.id, { status: 'closed' })).status).toBe(200);
  return ticket!;
}

const sentBodies = async () => (await w.sent(CUSTOMER)).map((m) => m.body);

/** The admin's line among the dashboard's attendants (the admin closed the tickets). */
async function adminOnDashboard() {
  const res = await ctx.request('GET', '/api/dashboard?days=3', { token: w.auth.token });
  expect(res.status).toBe(200);
  return (res.body.attendants as { id: string; rating: number | null; tickets: number }[]).find(
    (a) => a.id === w.userId,
  );
}

describe('closing with userRating on', () => {
  it('asks for a rating (the default question when the connection has none) and holds the completion back', async () => {
    const closed = await closedTicket();
    const [question, ...rest] = await w.sent(CUSTOMER);
    expect(question).toMatchObject({ body: DEFAULT_RATING_MESSAGE, ticketId: closed.id });
    expect(rest).toEqual([]);
    expect(await w.received(CUSTOMER, 1)).toEqual([DEFAULT_RATING_MESSAGE]);
    const contactId = (await w.chat(CUSTOMER)).contact!.id;
    expect(await awaitedRating(ctx.deps, w.companyId, contactId, w.connectionId)).toMatchObject({
      ticketId: closed.id,
      userId: w.userId,
    });
  });

  it('asks with the connection’s rating message, variables filled in', async () => {
    await w.connection({ ratingMessage: '{{ms}}, {{firstName}}! De 1 a 3, como foi?' });
    await closedTicket();
    expect(await sentBodies()).toEqual(['Bom dia, Maria! De 1 a 3, como foi?']);
  });

  it('sends the completion message at once while userRating is off', async () => {
    await w.setting('userRating', 'disabled');
    await closedTicket();
    expect(await sentBodies()).toEqual(['Obrigado, Maria!']);
  });
});

describe('the customer’s answer', () => {
  it('counts 1–3 for the attendant on the dashboard, keeps it on the closed ticket, then completes', async () => {
    const closed = await closedTicket();
    const unreadBefore = (await getTicketRecord(ctx.deps.table, w.companyId, closed.id))?.unreadMessages;
    const reply = await w.customerWrites(CUSTOMER, ' 3 ');

    expect(reply.ticket).toBeUndefined(); // no new ticket was opened
    expect(reply.messages.find((m) => m.providerId === reply.id)).toMatchObject({ ticketId: closed.id });
    // Automation consumed the reply: it is nothing for an agent to read (issue 14 point 4).
    expect(await getTicketRecord(ctx.deps.table, w.companyId, closed.id)).toMatchObject({
      status: 'closed',
      unreadMessages: unreadBefore,
    });
    const completion = (await w.sent(CUSTOMER)).at(-1);
    expect(completion).toMatchObject({ body: 'Obrigado, Maria!', ticketId: closed.id });
    expect(await w.received(CUSTOMER, 2)).toEqual([DEFAULT_RATING_MESSAGE, 'Obrigado, Maria!']);
    expect(await adminOnDashboard()).toMatchObject({ rating: 3, tickets: 1 });

    // The wait is over: the next 1 is an ordinary message in a new ticket, not a second rating.
    const next = await w.customerWrites(CUSTOMER, '1');
    expect(next.ticket).toMatchObject({ status: 'pending', lastMessage: '1' });
    expect(await adminOnDashboard()).toMatchObject({ rating: 3 });
    expect(await sentBodies()).toEqual([DEFAULT_RATING_MESSAGE, 'Obrigado, Maria!']);
  });

  it('averages the ratings of several closes', async () => {
    for (const value of ['1', '2']) {
      await closedTicket();
      await w.customerWrites(CUSTOMER, value);
    }
    expect(await adminOnDashboard()).toMatchObject({ rating: 1.5, tickets: 2 });
  });

  it('takes any other reply as no rating: the completion goes, then the reply opens a new ticket', async () => {
    const closed = await closedTicket();
    const reply = await w.customerWrites(CUSTOMER, 'ótimo');

    expect(reply.ticket).toMatchObject({ status: 'pending', lastMessage: 'ótimo' });
    expect(reply.ticket?.id).not.toBe(closed.id);
    const completion = (await w.sent(CUSTOMER)).at(-1);
    expect(completion).toMatchObject({ body: 'Obrigado, Maria!', ticketId: closed.id });
    expect(await adminOnDashboard()).toMatchObject({ rating: null, tickets: 1 });
    expect(await awaitedRating(ctx.deps, w.companyId, reply.contact!.id, w.connectionId)).toBeUndefined();
  });

  it('is no rating once 24 hours passed: no count, no completion, a new ticket', async () => {
    const closed = await closedTicket();
    ctx.clock.advance(24 * HOUR + 60_000);
    await w.relogin();
    const late = await w.customerWrites(CUSTOMER, '2');

    expect(late.ticket).toMatchObject({ status: 'pending', lastMessage: '2' });
    expect(late.ticket?.id).not.toBe(closed.id);
    expect(await sentBodies()).toEqual([DEFAULT_RATING_MESSAGE]);
    ctx.clock.set(MORNING);
    await w.relogin();
    expect(await adminOnDashboard()).toMatchObject({ rating: null });
  });
});
