import { keys } from '../../functions/src/platform/keys.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import type { TestContext } from '../../functions/src/testing/harness.js';
import { timerTargets } from '../../functions/src/timers/targets.js';

/** Calls of the Campaigns API (spec 3 §7) for tests/api/campaigns*.test.ts. */
export function campaignFixtures(ctx: TestContext) {
  const call = (token: string, method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/campaigns${path}`, { token, body });

  /** `minutes` from the test clock's now, as ISO. */
  const inMinutes = (minutes: number) => new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString();

  async function create(token: string, fields: Record<string, unknown> = {}) {
    const res = await call(token, 'POST', '', { name: 'Promoção', message1: 'Olá {nome}!', ...fields });
    if (res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  }

  /** A simulator connection and a tag of the company: what a campaign needs to be scheduled. */
  async function essentials(companyId: string, token: string) {
    const connection = await adminFixtures(ctx).putConnection(companyId, { provider: 'simulator' });
    const tag = await ctx.request('POST', '/api/tags', {
      token,
      body: { name: `Clientes ${Date.now()}`, color: '#00ff00' },
    });
    if (tag.status !== 201) throw new Error(`tag: ${tag.status} ${JSON.stringify(tag.body)}`);
    return { whatsappId: connection.id, tagListId: tag.body.id as string };
  }

  async function upload(token: string, id: string, file: { name: string; type: string; data: Uint8Array }) {
    const form = new FormData();
    form.append('file', new File([Buffer.from(file.data)], file.name, { type: file.type }));
    const res = await ctx.app.request(`/api/campaigns/${id}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  /** The campaign's start timer as the local scheduler keeps it, or undefined. */
  async function startTimer(id: string) {
    const item = await ctx.deps.table.get<{ pk: string; sk: string; payload: string; time: string; target: string }>(
      keys.timer(`campaign-${id}`),
    );
    return item && { target: item.target, time: item.time, payload: JSON.parse(item.payload) as Record<string, any> };
  }

  /** Time passes and the scheduler fires what is due. */
  async function later(minutes: number) {
    ctx.clock.advance(minutes * 60_000);
    await ctx.deps.scheduler.runDue(timerTargets(ctx.deps));
  }

  return { call, inMinutes, create, essentials, upload, startTimer, later };
}
