import { keys } from '../../functions/src/platform/keys.js';
import type { TestContext } from '../../functions/src/testing/harness.js';
import { timerTargets } from '../../functions/src/timers/targets.js';

/** Calls of the Schedules API (spec 2 §7) and readers of the schedule's timer, for tests/api/schedules*.test.ts. */
export function scheduleFixtures(ctx: TestContext) {
  const call = (token: string, method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/schedules${path}`, { token, body });

  /** A contact of the caller's company; answers its id. */
  async function contact(token: string, number = `55119${String(Date.now()).slice(-8)}`, name = 'Maria Souza') {
    const res = await ctx.request('POST', '/api/contacts', { token, body: { name, number } });
    if (res.status !== 200 && res.status !== 201) throw new Error(`contact: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }

  /** `minutes` from the test clock's now, as ISO. */
  const inMinutes = (minutes: number) => new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString();

  async function create(token: string, fields: Record<string, unknown>) {
    const res = await call(token, 'POST', '', { body: 'Bom dia, tudo bem?', sendAt: inMinutes(60), ...fields });
    if (res.status !== 201) throw new Error(`schedule: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  }

  /** POST /schedules/{id}/media-upload with one file in `file`. */
  async function upload(token: string, id: string, file: { name: string; type: string; data: Uint8Array }) {
    const form = new FormData();
    form.append('file', new File([Buffer.from(file.data)], file.name, { type: file.type }));
    const res = await ctx.app.request(`/api/schedules/${id}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  /** The schedule's pending timer as the local scheduler keeps it, or undefined. */
  async function timer(id: string) {
    const item = await ctx.deps.table.get<{ pk: string; sk: string; payload: string; time: string; target: string }>(
      keys.timer(`schedule-${id}`),
    );
    return item && { target: item.target, time: item.time, payload: JSON.parse(item.payload) as Record<string, any> };
  }

  /** Time passes and the scheduler fires what is due. */
  async function later(minutes: number) {
    ctx.clock.advance(minutes * 60_000);
    await ctx.deps.scheduler.runDue(timerTargets(ctx.deps));
  }

  /** The timer delivered once more, as at-least-once delivery may. */
  const deliverAgain = (fired: { target: string; payload: unknown; time: string }, id = 'again') =>
    timerTargets(ctx.deps)[fired.target]!(fired.payload, { id, ...fired });

  return { call, contact, inMinutes, create, upload, timer, later, deliverAgain };
}
