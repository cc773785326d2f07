import type { ImportStatus } from '../../functions/src/domain/contacts/import/schema.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/** POST /api/contacts/import and GET its status until it ends, as the contacts page does. */
export function contactImports(ctx: Pick<TestContext, 'app' | 'request'>) {
  async function upload(token: string, content: string | Uint8Array<ArrayBuffer>, filename = 'contatos.csv') {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), filename);
    const res = await ctx.app.request('/api/contacts/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as ImportStatus & { error?: string } };
  }

  async function finished(token: string, id: string, timeoutMs = 60_000): Promise<ImportStatus> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await ctx.request<ImportStatus>('GET', `/api/contacts/import/${id}`, { token });
      if (res.status !== 200) throw new Error(`status answered ${res.status}`);
      if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
      if (Date.now() > deadline) throw new Error(`import ${id} still ${res.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return { upload, finished };
}
