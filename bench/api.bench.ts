import { bench, describe } from 'vitest';
import { adminFixtures } from '../functions/src/testing/admin-fixtures.js';
import { createTestContext } from '../functions/src/testing/harness.js';

/**
 * The administration API through the whole HTTP stack (auth middleware, zod, DynamoDB Local), without a
 * network hop. A company with 50 users and 20 queues, and 50 sockets listening for realtime events.
 */
const ctx = await createTestContext();
const company = await ctx.seedCompany({ plan: { users: 100, queues: 50 } });
const fixtures = adminFixtures(ctx);
const token = company.admin.token;
for (let i = 0; i < 20; i += 1) await fixtures.createQueue(token, { name: `Fila ${i}` });
for (let i = 0; i < 49; i += 1) await fixtures.createUser(token, { name: `Agente ${i}` });
for (let i = 0; i < 50; i += 1)
  await ctx.listen({ companyId: company.companyId, userId: company.userId, tokenVersion: 99 });

describe('reads an agent screen needs', () => {
  bench('GET /api/auth/me', async () => {
    await ctx.request('GET', '/api/auth/me', { token });
  });
  bench('GET /api/users/ (page 1 of 50 users)', async () => {
    await ctx.request('GET', '/api/users/?pageNumber=1', { token });
  });
  bench('GET /api/queue (20 queues)', async () => {
    await ctx.request('GET', '/api/queue', { token });
  });
  bench('GET /api/settings', async () => {
    await ctx.request('GET', '/api/settings', { token });
  });
});

describe('writes', () => {
  let n = 0;
  bench('PUT /api/settings/userRating', async () => {
    n += 1;
    await ctx.request('PUT', '/api/settings/userRating', { token, body: { value: n % 2 ? 'enabled' : 'disabled' } });
  });
  bench('realtime publish to 50 sockets', async () => {
    await ctx.deps.realtime.publish(company.companyId, `company-${company.companyId}-queue`, { action: 'update' });
  });
});

describe('login (scrypt-bound by design)', () => {
  bench(
    'POST /api/auth/login',
    async () => {
      await ctx.request('POST', '/api/auth/login', {
        body: { email: company.admin.email, password: company.admin.password },
      });
    },
    { iterations: 20, time: 0 },
  );
});
