import type { TestContext } from '../../functions/src/testing/harness.js';

/** Calls of the Announcements API (spec 3 §7, docs/decisions/051), for tests/api/announcements*.test.ts. */
export function announcementFixtures(ctx: TestContext) {
  const call = (token: string, method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/announcements${path}`, { token, body });

  async function create(token: string, fields: Record<string, unknown> = {}) {
    const res = await call(token, 'POST', '', { title: 'Manutenção', text: 'Hoje às 22h.', ...fields });
    if (res.status !== 201) throw new Error(`announcement: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  }

  /** POST /announcements/{id}/media-upload with one file in `file`. */
  async function upload(token: string, id: string, file: { name: string; type: string; data: Uint8Array }) {
    const form = new FormData();
    form.append('file', new File([Buffer.from(file.data)], file.name, { type: file.type }));
    const res = await ctx.app.request(`/api/announcements/${id}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  return { call, create, upload };
}
