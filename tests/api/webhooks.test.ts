import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { createWebhookConsumer } from '../../functions/src/domain/webhooks/consumer.js';
import { putWebhookRecord } from '../../functions/src/domain/webhooks/repo.js';
import { verifyDelivery } from '../../functions/src/domain/webhooks/signature.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { startWebhookReceiver, type ReceivedHook } from '../../functions/src/testing/webhook-receiver.js';

/**
 * Outgoing webhooks (issue 20, docs/decisions/056) against a real HTTP endpoint on a free port: a customer's
 * message through the simulator reaches the company's endpoint signed; a 500 is retried through the job queue;
 * another company's endpoint never hears of it; admins only, on plans with useExternalApi.
 */
let ctx: TestContext;
let sessions: TestSessions;
let consumer: { stop(): Promise<void> };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  ctx = await createTestContext();
  sessions = await startTestSessions(ctx, { ingest: createIngest(ctx.deps) });
  // Retries at once: the schedule itself is retry.test.ts's.
  consumer = (ctx.jobs as TableJobQueue).consume('webhook', createWebhookConsumer(ctx.deps, { retryDelay: () => 0 }));
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await consumer.stop();
  await sessions.stop();
  await receiver.close();
});

const create = (token: string, body: Record<string, unknown>) => ctx.request('POST', '/api/webhooks', { token, body });

function verified(hook: ReceivedHook, secret: string): boolean {
  const headers = {
    signature: hook.headers['x-balcao-signature'] as string,
    timestamp: hook.headers['x-balcao-timestamp'] as string,
  };
  return verifyDelivery(secret, headers, hook.body, Math.floor(ctx.clock.now().getTime() / 1000));
}

describe('webhook endpoints', () => {
  it('are created with a secret shown once and stored sealed, listed without it, checked and admin-only', async () => {
    const { admin, companyId } = await ctx.seedCompany();
    const created = await create(admin.token, { url: receiver.url('/crud'), events: ['message.created'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: receiver.url('/crud'), events: ['message.created'], active: true });
    const { secret, id } = created.body;
    expect(secret).toMatch(/^whsec_/);
    expect(created.body.secretHint).toBe(secret.slice(-4));

    const stored = await ctx.deps.table.get<{ pk: string; sk: string; secret: string }>(keys.webhook(companyId, id));
    expect(JSON.stringify(stored)).not.toContain(secret);
    const listed = await ctx.request('GET', '/api/webhooks', { token: admin.token });
    expect(listed.body.webhooks).toEqual([expect.objectContaining({ id, active: true })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const renewed = await ctx.request('POST', `/api/webhooks/${id}/secret`, { token: admin.token });
    expect(renewed.body.secret).toMatch(/^whsec_/);
    expect(renewed.body.secret).not.toBe(secret);
    const edited = await ctx.request('PUT', `/api/webhooks/${id}`, { token: admin.token, body: { active: false } });
    expect(edited.body).toMatchObject({ active: false, events: ['message.created'] });

    for (const body of [
      { url: 'ftp://example.com/x', events: ['message.created'] },
      { url: 'https://user:pass@example.com/x', events: ['message.created'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['contact.created'] },
    ]) {
      const refused = await create(admin.token, body);
      expect([refused.status, refused.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
    const agent = await adminFixtures(ctx).createAgent(admin.token);
    expect((await ctx.request('GET', '/api/webhooks', { token: agent.token })).status).toBe(403);
    expect((await ctx.request('DELETE', `/api/webhooks/${id}`, { token: admin.token })).status).toBe(200);
    expect((await ctx.request('GET', `/api/webhooks/${id}`, { token: admin.token })).status).toBe(404);
  });

  it('are closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useExternalApi', async () => {
    const { admin } = await ctx.seedCompany({ plan: { useExternalApi: false } });
    const refused = await create(admin.token, { url: receiver.url('/closed'), events: ['message.created'] });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_PLAN_FEATURE_DISABLED']);
    expect((await ctx.request('GET', '/api/webhooks', { token: admin.token })).status).toBe(403);
  });
});

describe('deliveries', () => {
  it('send a customer’s message to the company’s endpoint, signed, and to no other company’s', async () => {
    const a = await ctx.seedCompany();
    const b = await ctx.seedCompany();
    const hookA = await create(a.admin.token, {
      url: receiver.url('/a'),
      events: ['message.created', 'ticket.updated'],
    });
    await create(b.admin.token, { url: receiver.url('/b'), events: ['message.created', 'ticket.updated'] });
    const sim = simulatorFixtures(ctx);
    const connection = await sim.connectedSimulator(a.admin.token);

    await sim.customerSays(a.admin.token, connection.id, '5511988887777', 'Quero saber do meu pedido', 'Ana');
    const hooks = await receiver.received('/a', 2);
    const message = hooks.find((hook) => hook.headers['x-balcao-event'] === 'message.created')!;
    expect(verified(message, hookA.body.secret)).toBe(true);
    expect(verified(message, `${hookA.body.secret}x`)).toBe(false);
    const body = JSON.parse(message.body);
    expect(body).toMatchObject({
      id: message.headers['x-balcao-delivery'],
      event: 'message.created',
      companyId: a.companyId,
      createdAt: expect.any(String),
      data: { message: { body: 'Quero saber do meu pedido', fromMe: false }, contact: { number: '5511988887777' } },
    });
    expect(body.data.ticket).toMatchObject({ status: 'pending' });
    expect(hooks.some((hook) => hook.headers['x-balcao-event'] === 'ticket.updated')).toBe(true);

    await (ctx.jobs as TableJobQueue).drain('webhook');
    expect(receiver.requests('/b')).toEqual([]);
    const log = await ctx.request('GET', `/api/webhooks/${hookA.body.id}/deliveries`, { token: a.admin.token });
    expect(log.body.deliveries).toContainEqual(
      expect.objectContaining({ event: 'message.created', status: 200, attempt: 1, outcome: 'delivered' }),
    );
    const foreign = await ctx.request('GET', `/api/webhooks/${hookA.body.id}/deliveries`, { token: b.admin.token });
    expect(foreign.status).toBe(404);
  });

  it('retry an endpoint that answered 500 and log both attempts', async () => {
    const { admin } = await ctx.seedCompany();
    const hook = await create(admin.token, { url: receiver.url('/flaky'), events: ['ticket.deleted'] });
    receiver.answer('/flaky', 500);

    const test = await ctx.request('POST', `/api/webhooks/${hook.body.id}/test`, { token: admin.token });
    expect(test.status).toBe(202);
    const [first, second] = await receiver.received('/flaky', 2);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(second!.body)).toMatchObject({ id: test.body.deliveryId, event: 'webhook.test' });
    expect(verified(second!, hook.body.secret)).toBe(true);

    await (ctx.jobs as TableJobQueue).drain('webhook');
    const log = await ctx.request('GET', `/api/webhooks/${hook.body.id}/deliveries`, { token: admin.token });
    expect(log.body).toMatchObject({ hasMore: false });
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({ attempt: 2, status: 200, outcome: 'delivered', deliveryId: test.body.deliveryId }),
      expect.objectContaining({ attempt: 1, status: 500, outcome: 'retrying', error: 'HTTP 500' }),
    ]);
  });
});

describe('the event tap', () => {
  /** Queries of the company's endpoints while `work` runs. */
  async function endpointReads(companyId: string, work: () => Promise<unknown>): Promise<number> {
    let reads = 0;
    const name = `webhook-reads-${Math.random()}`;
    ctx.deps.table.doc.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { ExpressionAttributeValues?: Record<string, unknown> };
        if (input.ExpressionAttributeValues?.[':pk'] === keys.webhooksOf(companyId)) reads += 1;
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await work();
    } finally {
      ctx.deps.table.doc.middlewareStack.remove(name);
    }
    return reads;
  }

  it('reads a company’s endpoints once for a run of events, and again at once after they change', async () => {
    const { admin, companyId } = await ctx.seedCompany();
    const ticketDeleted = () =>
      ctx.deps.realtime.publish(companyId, `company-${companyId}-ticket`, { action: 'delete', ticketId: 'T1' });
    expect(await endpointReads(companyId, ticketDeleted)).toBe(1);
    expect(await endpointReads(companyId, ticketDeleted)).toBe(0);
    expect(await endpointReads(companyId, ticketDeleted)).toBe(0);

    const hook = await create(admin.token, { url: receiver.url('/tap'), events: ['ticket.deleted'] });
    expect(await endpointReads(companyId, ticketDeleted)).toBe(1);
    const [delivered] = await receiver.received('/tap');
    expect(JSON.parse(delivered!.body)).toMatchObject({ event: 'ticket.deleted', data: { ticketId: 'T1' } });
    expect(verified(delivered!, hook.body.secret)).toBe(true);
  });

  it('sends nothing for a company whose plan lost useExternalApi, though its endpoints stay', async () => {
    const { companyId } = await ctx.seedCompany({ plan: { useExternalApi: false } });
    const at = ctx.clock.now().toISOString();
    const endpoint = { id: 'kept', companyId, url: receiver.url('/closed-plan'), events: ['ticket.deleted' as const] };
    await putWebhookRecord(ctx.deps.table, {
      ...endpoint,
      active: true,
      secret: 'whsec_x',
      createdAt: at,
      updatedAt: at,
    });
    await ctx.deps.realtime.publish(companyId, `company-${companyId}-ticket`, { action: 'delete', ticketId: 'T2' });
    await (ctx.jobs as TableJobQueue).drain('webhook');
    expect(receiver.requests('/closed-plan')).toEqual([]);
  });
});
