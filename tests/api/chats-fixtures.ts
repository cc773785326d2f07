import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/** A company with its admin (A) and two agents (B, C), all logged in, and calls on /api/chats. */
export function chatFixtures(ctx: TestContext) {
  const fx = adminFixtures(ctx);

  async function team(plan?: Record<string, unknown>) {
    const company = await ctx.seedCompany(plan ? { plan } : {});
    const a = { id: company.userId, token: company.admin.token, companyId: company.companyId };
    const b = await fx.createAgent(a.token, { name: 'Beatriz' });
    const c = await fx.createAgent(a.token, { name: 'Carlos' });
    return { company, a, b, c };
  }

  const call = (token: string, method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/chats${path}`, { token, body });

  async function createChat(token: string, users: string[], title = 'Equipe') {
    const res = await call(token, 'POST', '', { title, users });
    if (res.status !== 201) throw new Error(`chat: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string; title: string; ownerId: string; users: { userId: string; unreads: number }[] };
  }

  const unreadsOf = (chat: { users: { userId: string; unreads: number }[] }, userId: string) =>
    chat.users.find((user) => user.userId === userId)?.unreads;

  return { team, call, createChat, unreadsOf };
}
