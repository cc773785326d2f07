import { beforeAll, describe, expect, it } from 'vitest';
import { recordNewContact, recordRating } from '../../functions/src/domain/dashboard/stats.js';
import { setUserOnline } from '../../functions/src/domain/users/presence.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { ticketFixtures } from './ticket-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;
let tickets: ReturnType<typeof ticketFixtures>;

/** 2024-05-10 09:00 in São Paulo (UTC-3). */
const MORNING = new Date('2024-05-10T12:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  ctx = await createTestContext({ now: MORNING });
  fx = adminFixtures(ctx);
  tickets = ticketFixtures(ctx);
});

const dashboard = (token: string, query: string) => ctx.request('GET', `/api/dashboard${query}`, { token });

describe('the dashboard', () => {
  it('asks for a filter when none is given', async () => {
    ctx.clock.set(MORNING);
    const { admin } = await ctx.seedCompany();
    for (const query of ['', '?days=0', '?days=&date_from=&date_to=']) {
      const res = await dashboard(admin.token, query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', message: 'Parametrize o filtro' });
    }
    expect((await dashboard(admin.token, '?days=5')).status).toBe(400);
    expect((await dashboard(admin.token, '?date_from=2023-01-01&date_to=2024-05-10')).status).toBe(400);
  });

  it('is for admins only', async () => {
    ctx.clock.set(MORNING);
    const company = await ctx.seedCompany();
    const agent = await fx.createUser(company.admin.token);
    const { token } = await ctx.login(agent.email, agent.password);
    const res = await dashboard(token, '?days=7');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('counts the period’s tickets, leads, averages, today’s hours and attendants', async () => {
    ctx.clock.set(new Date(MORNING.getTime() - 5 * DAY));
    const company = await ctx.seedCompany();
    const { companyId } = company;
    const token = company.admin.token;
    const queue = await fx.createQueue(token);
    const ana = await fx.createUser(token, { name: 'Ana', queueIds: [queue.id] });
    const bruno = await fx.createUser(token, { name: 'Bruno', queueIds: [queue.id] });
    const idle = await fx.createUser(token, { name: 'Carla' });
    await setUserOnline(ctx.deps, companyId, ana.id, true);

    // Five days ago: a ticket still waiting, and one served and closed by Bruno.
    await tickets.openTicket(companyId, { queueId: queue.id });
    const old = await tickets.accept(await tickets.openTicket(companyId, { queueId: queue.id }), bruno.id);
    ctx.clock.advance(60 * MINUTE);
    await tickets.close(old);

    // Today, from 09:00: Ana waits 10 min to accept and serves 30 min; one waits with no queue; Bruno accepts
    // another after 20 min and is still serving it.
    ctx.clock.set(MORNING);
    const first = await tickets.openTicket(companyId, { queueId: queue.id });
    ctx.clock.advance(10 * MINUTE);
    const served = await tickets.accept(first, ana.id);
    await tickets.openTicket(companyId);
    const third = await tickets.openTicket(companyId, { queueId: queue.id });
    ctx.clock.advance(20 * MINUTE);
    await tickets.accept(third, bruno.id);
    ctx.clock.advance(10 * MINUTE);
    await tickets.close(served);
    await recordNewContact(ctx.deps, companyId, ctx.clock.now().toISOString());
    await recordNewContact(ctx.deps, companyId, ctx.clock.now().toISOString());
    await recordRating(ctx.deps, companyId, ana.id, 3, ctx.clock.now().toISOString());
    await recordRating(ctx.deps, companyId, ana.id, 2, ctx.clock.now().toISOString());

    // The clock moved past the admin's access token: sign in again at "now".
    const { token: fresh } = await ctx.login(company.admin.email, company.admin.password);
    const recent = await dashboard(fresh, '?days=3');
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({
      supportPending: 1,
      supportHappening: 1,
      supportFinished: 1,
      leads: 2,
      avgSupportTime: 30,
      avgWaitTime: 15,
      ticketsToday: 3,
    });
    expect(recent.body.attendants).toEqual([
      { id: ana.id, name: 'Ana', rating: 2.5, avgSupportTime: 30, tickets: 1, openTickets: 0, online: true },
      { id: bruno.id, name: 'Bruno', rating: null, avgSupportTime: null, tickets: 0, openTickets: 1, online: false },
      { id: idle.id, name: 'Carla', rating: null, avgSupportTime: null, tickets: 0, openTickets: 0, online: false },
    ]);
    expect(recent.body.ticketsByHour[8]).toEqual({ hour: '09:00', count: 3 });

    const week = await dashboard(fresh, '?days=7');
    expect(week.body).toMatchObject({ supportPending: 2, supportHappening: 1, supportFinished: 2, avgSupportTime: 45 });
    expect(week.body.attendants).toEqual([
      { id: ana.id, name: 'Ana', rating: 2.5, avgSupportTime: 30, tickets: 1, openTickets: 0, online: true },
      { id: bruno.id, name: 'Bruno', rating: null, avgSupportTime: 60, tickets: 1, openTickets: 1, online: false },
      { id: idle.id, name: 'Carla', rating: null, avgSupportTime: null, tickets: 0, openTickets: 0, online: false },
    ]);

    const thatDay = await dashboard(fresh, '?date_from=2024-05-05&date_to=2024-05-05');
    expect(thatDay.body).toMatchObject({ supportPending: 1, supportHappening: 0, supportFinished: 1, leads: 0 });
    expect(thatDay.body.ticketsToday).toBe(3);
  });

  it('lists every agent of the company, with their open tickets, whether or not they closed any', async () => {
    ctx.clock.set(MORNING);
    const company = await ctx.seedCompany();
    const { companyId } = company;
    const token = company.admin.token;
    const queue = await fx.createQueue(token);
    const eva = await fx.createUser(token, { name: 'Eva', queueIds: [queue.id] });
    const fabio = await fx.createUser(token, { name: 'Fábio' });
    const gil = await fx.createUser(token, { name: 'Gil', queueIds: [queue.id] });
    const helena = await fx.createUser(token, { name: 'Helena', profile: 'admin', queueIds: [queue.id] });
    await fx.createUser(token, { name: 'Iara', profile: 'admin' });
    const julio = await fx.createUser(token, { name: 'Júlio', profile: 'admin' });
    await setUserOnline(ctx.deps, companyId, eva.id, true);

    // Eva is serving two tickets now and closed none; Gil closed one in 20 minutes; Fábio has done nothing yet;
    // Júlio, an admin in no queue, took a ticket.
    await tickets.accept(await tickets.openTicket(companyId, { queueId: queue.id }), eva.id);
    await tickets.accept(await tickets.openTicket(companyId), eva.id);
    await tickets.accept(await tickets.openTicket(companyId), julio.id);
    const served = await tickets.accept(await tickets.openTicket(companyId, { queueId: queue.id }), gil.id);
    ctx.clock.advance(20 * MINUTE);
    await tickets.close(served);

    const { token: fresh } = await ctx.login(company.admin.email, company.admin.password);
    const res = await dashboard(fresh, '?days=7');
    expect(res.status).toBe(200);
    // Helena is an admin in a queue and Júlio an admin with a ticket, so they attend; Iara and the company's admin
    // have neither.
    expect(res.body.attendants).toEqual([
      { id: eva.id, name: 'Eva', rating: null, avgSupportTime: null, tickets: 0, openTickets: 2, online: true },
      { id: fabio.id, name: 'Fábio', rating: null, avgSupportTime: null, tickets: 0, openTickets: 0, online: false },
      { id: gil.id, name: 'Gil', rating: null, avgSupportTime: 20, tickets: 1, openTickets: 0, online: false },
      { id: helena.id, name: 'Helena', rating: null, avgSupportTime: null, tickets: 0, openTickets: 0, online: false },
      { id: julio.id, name: 'Júlio', rating: null, avgSupportTime: null, tickets: 0, openTickets: 1, online: false },
    ]);
  });

  it('follows tickets accepted and closed through the tickets API', async () => {
    ctx.clock.set(MORNING);
    const company = await ctx.seedCompany();
    const queue = await fx.createQueue(company.admin.token);
    const agent = await fx.createUser(company.admin.token, { name: 'Dora', queueIds: [queue.id] });
    const pending = await tickets.openTicket(company.companyId, { queueId: queue.id });
    ctx.clock.advance(4 * MINUTE);
    const { token } = await ctx.login(agent.email, agent.password);

    const accept = await ctx.request('PUT', `/api/tickets/${pending.id}`, {
      token,
      body: { status: 'open', userId: agent.id },
    });
    expect(accept.status).toBe(200);
    ctx.clock.advance(12 * MINUTE);
    const close = await ctx.request('PUT', `/api/tickets/${pending.id}`, { token, body: { status: 'closed' } });
    expect(close.status).toBe(200);

    const admin = await ctx.login(company.admin.email, company.admin.password);
    const res = await dashboard(admin.token, '?days=3');
    expect(res.body).toMatchObject({ supportPending: 0, supportFinished: 1, avgWaitTime: 4, avgSupportTime: 12 });
    expect(res.body.attendants).toMatchObject([{ id: agent.id, name: 'Dora', tickets: 1, avgSupportTime: 12 }]);
  });

  it('charts today by São Paulo hour, midnight last', async () => {
    ctx.clock.set(new Date('2024-05-10T03:30:00.000Z'));
    const company = await ctx.seedCompany();
    await tickets.openTicket(company.companyId);
    ctx.clock.set(new Date('2024-05-11T02:59:00.000Z'));
    await tickets.openTicket(company.companyId);
    await tickets.openTicket(company.companyId);

    const { token } = await ctx.login(company.admin.email, company.admin.password);
    const res = await dashboard(token, '?days=3');
    expect(res.body.ticketsByHour).toHaveLength(24);
    expect(res.body.ticketsByHour[0]).toEqual({ hour: '01:00', count: 0 });
    expect(res.body.ticketsByHour[22]).toEqual({ hour: '23:00', count: 2 });
    expect(res.body.ticketsByHour[23]).toEqual({ hour: '00:00', count: 1 });
    expect(res.body.ticketsToday).toBe(3);
    expect(res.body.supportPending).toBe(3);
    expect(res.body.attendants).toEqual([]);
  });
});
