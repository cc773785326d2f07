import writeXlsxFile from 'write-excel-file/node';
import type { TestContext } from '../../functions/src/testing/harness.js';

/** An .xlsx of those rows, made with the same kind of library a user's spreadsheet app is. */
export async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array> {
  return new Uint8Array(
    await writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer(),
  );
}

/** Calls of the contact lists API (spec 3 §7), for tests/api/contact-lists*.test.ts. */
export function contactListFixtures(ctx: TestContext) {
  const lists = (token: string, method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/contact-lists${path}`, { token, body });
  const items = (token: string, method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/contact-list-items${path}`, { token, body });

  async function createList(token: string, name = 'Clientes VIP') {
    const res = await lists(token, 'POST', '', { name });
    if (res.status !== 201) throw new Error(`list: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  }

  async function addItem(token: string, contactListId: string, fields: Record<string, unknown> = {}) {
    const res = await items(token, 'POST', '', {
      name: 'Maria Souza',
      number: '5511988887777',
      email: '',
      contactListId,
      ...fields,
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`item: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  }

  /** POST /contact-lists/{id}/upload with one file in `file`. */
  async function upload(token: string, id: string, file: { name: string; type?: string; data: Uint8Array | string }) {
    const form = new FormData();
    const data = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : Buffer.from(file.data);
    form.append('file', new File([data], file.name, { type: file.type ?? 'application/octet-stream' }));
    const res = await ctx.app.request(`/api/contact-lists/${id}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  return { lists, items, createList, addItem, upload };
}
