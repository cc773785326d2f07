import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyDeletionWorker } from '../../functions/src/domain/companies/deletion/worker.js';
import { createInboundConsumer } from '../../functions/src/domain/inbound/consumer.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { expiryTimerId } from '../../functions/src/domain/ticket-timers/timer-rules.js';
import { connectSocket } from '../../functions/src/realtime/socket-handlers.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { ticketFixtures } from './ticket-fixtures.js';

type Item = Record<string, unknown> & { pk: string; sk: string };

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;
let root: Awaited<ReturnType<TestContext['seedCompany']>>;
let planId: string;
let outbound: { stop(): Promise<void> };
const commands: SessionCommand[] = [];
let made = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
  fx = adminFixtures(ctx);
  root = await ctx.seedCompany({ super: true, companyName: 'Plataforma' });
  const plan = await ctx.request('POST', '/api/plans', {
    token: root.admin.token,
    body: { name: 'Essencial', users: 10, connections: 5, queues: 10 },
  });
  planId = plan.body.id;
  // Plays the session host: the commands the deletion sends to stop the company's sessions.
  outbound = ctx.jobs.consume('outbound', async (records) => {
    for (const record of records) commands.push(JSON.parse(record.body) as SessionCommand);
    return { batchItemFailures: [] };
  });
});

afterAll(async () => {
  await outbound.stop();
});

/** Every item of the table (the test's own table), read in full. */
async function scanAll(): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ctx.deps.table.doc.send(
      new ScanCommand({ TableName: ctx.deps.table.name, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...((out.Items ?? []) as Item[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The items that belong to the company: under its prefix, or naming it (global claims, tokens, sockets). */
const itemsOf = (items: Item[], companyId: string) =>
  items.filter(
    (item) => item.pk === `C#${companyId}` || item.pk.startsWith(`C#${companyId}#`) || item.companyId === companyId,
  );

/** A company made by the super user, with users, a queue, a connection, a contact, a ticket, a timer, media. */
async function populatedCompany() {
  made += 1;
  const body = { name: `Cliente ${made}`, email: `cliente${made}@example.com`, password: 'segredo1', planId };
  const res = await ctx.request('POST', '/api/companies', { token: root.admin.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.id as string;
  const admin = await ctx.login(body.email, body.password);
  const agent = await fx.createUser(admin.token);
  const agentSession = await ctx.login(agent.email, agent.password);
  await fx.createQueue(admin.token);
  const connection = await fx.createConnection(admin.token);
  const contact = await ctx.request('POST', '/api/contacts', {
    token: admin.token,
    body: { name: 'Cliente Final', number: `55119${String(made).padStart(8, '0')}` },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  const ticket = await ticketFixtures(ctx).openTicket(id, { contactId: contact.body.id, whatsappId: connection.id });
  await ctx.deps.scheduler.at(
    new Date('2026-11-25T12:00:00Z'),
    'ticket.expire',
    { id: ticket.id },
    expiryTimerId(ticket.id),
  );
  const blobKey = `media/${id}/${connection.id}/photo.jpg`;
  await ctx.deps.blobs.put(blobKey, new TextEncoder().encode('jpeg'), 'image/jpeg');
  await ctx.deps.table.put({ ...keys.messageRef(id, `m-${made}`), blobKey });
  // Media no item points at: only the company's folder says whose it is.
  const orphan = `imports/${id}/old-${made}.csv`;
  await ctx.deps.blobs.put(orphan, new TextEncoder().encode('name;number'), 'text/csv');
  const socket = await ctx.listen({ companyId: id, userId: admin.user.id, tokenVersion: 1 });
  return { id, body, admin, agent, agentSession, ticket, blobKey, orphan, socket };
}

const deleteCompany = (id: string, token = root.admin.token) =>
  ctx.request('DELETE', `/api/companies/${id}`, { token });

/** Runs the deletion's jobs as the API side's inbound consumer does, until the queue is empty. */
async function drainDeletion() {
  const handler = createInboundConsumer(createIngest(ctx.deps), undefined, createCompanyDeletionWorker(ctx.deps));
  const consumer = (ctx.jobs as TableJobQueue).consume('inbound', handler);
  try {
    await (ctx.jobs as TableJobQueue).drain('inbound', 30_000);
  } finally {
    await consumer.stop();
  }
}

describe('DELETE /companies/:id (super users)', () => {
  it('locks the company out at once, then a background job removes every item of it and nothing else', async () => {
    const doomed = await populatedCompany();
    const kept = await populatedCompany();
    const before = await scanAll();
    expect(itemsOf(before, doomed.id).length).toBeGreaterThan(15);
    const keptBefore = itemsOf(before, kept.id);
    const planBefore = await ctx.deps.table.get<Item>(keys.plan(planId));

    const res = await deleteCompany(doomed.id);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ id: doomed.id, deleting: true });

    // From the first second, before the job ran: no login, no refresh, no request with a token already issued.
    const login = await ctx.request('POST', '/api/auth/login', {
      body: { email: doomed.body.email, password: 'segredo1' },
    });
    expect(login.status).toBe(401);
    const refresh = await ctx.request('POST', '/api/auth/refresh_token', { cookie: doomed.agentSession.cookie });
    expect(refresh.status).toBe(401);
    const request = await ctx.request('GET', '/api/users', { token: doomed.agentSession.token });
    expect(request.status).toBe(401);
    expect(await connectSocket(ctx.deps, `ws-${doomed.id}`, doomed.agentSession.token)).toBe(false);
    // Its signed-in users are told their session ended, and it left the Empresas table.
    expect(doomed.socket.received()).toContainEqual(expect.objectContaining({ event: `company-${doomed.id}-auth` }));
    const list = await ctx.request('GET', '/api/companies', { token: root.admin.token });
    expect(list.body.companies.map((c: { id: string }) => c.id)).not.toContain(doomed.id);

    await drainDeletion();

    const after = await scanAll();
    expect(itemsOf(after, doomed.id)).toEqual([]);
    const emails = [doomed.body.email, doomed.agent.email].map((email) => keys.email(email).pk);
    expect(after.filter((item) => emails.includes(item.pk))).toEqual([]);
    expect(after.filter((item) => item.pk === `TIMER#${expiryTimerId(doomed.ticket.id)}`)).toEqual([]);
    expect(after.filter((item) => item.pk.startsWith('COMPANYDEL#'))).toEqual([]);
    expect(await ctx.deps.blobs.get(doomed.blobKey)).toBeUndefined();
    expect(await ctx.deps.blobs.get(doomed.orphan)).toBeUndefined();
    // Its sessions were told to stop and forget their login.
    expect(commands).toContainEqual(expect.objectContaining({ type: 'session.remove', companyId: doomed.id }));
    // The other company is untouched, item for item, media included.
    expect(itemsOf(after, kept.id)).toEqual(keptBefore);
    expect(await ctx.deps.blobs.get(kept.blobKey)).toBeDefined();
    expect(await ctx.deps.blobs.get(kept.orphan)).toBeDefined();
    // The plan counts one company less, and the name is free again.
    const planAfter = await ctx.deps.table.get<Item>(keys.plan(planId));
    expect(planAfter?.companyCount).toBe((planBefore?.companyCount as number) - 1);
    const again = await ctx.request('POST', '/api/companies', {
      token: root.admin.token,
      body: { ...doomed.body, email: `de-novo-${doomed.body.email}` },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('resumes where a crashed run stopped and is safe to run again once done', async () => {
    const doomed = await populatedCompany();
    const kept = await populatedCompany();
    const keptBefore = itemsOf(await scanAll(), kept.id);
    expect((await deleteCompany(doomed.id)).status).toBe(202);
    const total = itemsOf(await scanAll(), doomed.id).length;

    // A run whose deletes fail after the first batch of the company's items: it dies mid-way, part of it gone.
    let batches = 0;
    const crashing = {
      ...ctx.deps,
      table: Object.assign(Object.create(Object.getPrototypeOf(ctx.deps.table)), ctx.deps.table, {
        batchDelete: async (keyList: { pk: string; sk: string }[]) => {
          if (keyList.length > 0) batches += 1;
          if (batches > 1) throw new Error('crash');
          return ctx.deps.table.batchDelete(keyList);
        },
      }),
    };
    const small = { pageSize: 5, pagesPerSlice: 2 };
    const job = { kind: 'companyDeletion' as const, companyId: doomed.id, slice: 0 };
    // Pages of 5 until it dies: the second page holding some of the company's items is its last.
    await expect(createCompanyDeletionWorker(crashing, { pageSize: 5, pagesPerSlice: 10_000 })(job)).rejects.toThrow(
      'crash',
    );
    const left = itemsOf(await scanAll(), doomed.id).length;
    expect(left).toBeLessThan(total);
    expect(left).toBeGreaterThan(0);

    // The same job again, then the rest of the chain: the queue carries the slices that follow.
    await createCompanyDeletionWorker(ctx.deps, small)(job);
    await drainDeletion();
    expect(itemsOf(await scanAll(), doomed.id)).toEqual([]);
    // Once done, a late duplicate finds nothing to do and breaks nothing.
    await createCompanyDeletionWorker(ctx.deps, small)(job);
    await drainDeletion();
    expect(itemsOf(await scanAll(), kept.id)).toEqual(keptBefore);
  });

  it('refuses the super user’s own company, an unknown company and anyone not super', async () => {
    const own = await deleteCompany(root.companyId);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ error: 'ERR_CANNOT_DELETE_OWN_COMPANY' });
    const unknown = await deleteCompany('no-such-company');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'ERR_NO_COMPANY_FOUND' });
    const tenant = await populatedCompany();
    const refused = await deleteCompany(tenant.id, tenant.admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    expect((await ctx.request('GET', '/api/users', { token: tenant.admin.token })).status).toBe(200);
  });
});
