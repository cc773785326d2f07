import type { TestContext } from '../../functions/src/testing/harness.js';

export interface UploadFile {
  name: string;
  type: string;
  data: Uint8Array;
}

/** Calls of the File lists API (spec 3 §7) for tests/api/file-lists*.test.ts. */
export function fileListFixtures(ctx: TestContext) {
  const call = (token: string, method: string, path: string, body?: unknown) =>
    ctx.request(method, `/api/files${path}`, { token, body });

  async function create(token: string, fields: Record<string, unknown> = {}) {
    const body = { name: 'Catálogo de verão', message: 'Veja nosso catálogo', options: [], ...fields };
    const res = await call(token, 'POST', '', body);
    if (res.status !== 201) throw new Error(`file list: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  }

  /** POST /files/uploadList/{id} as the spec's client sends it: fileId, typeArch, then files, mediaType, name, id. */
  async function upload(token: string, listId: string, files: (UploadFile & { optionId: string; option?: string })[]) {
    const form = new FormData();
    form.append('fileId', listId);
    form.append('typeArch', 'fileList');
    for (const file of files) {
      form.append('files', new File([Buffer.from(file.data)], file.name, { type: file.type }));
      form.append('mediaType', file.type);
      form.append('name', file.option ?? file.name);
      form.append('id', file.optionId);
    }
    const res = await ctx.app.request(`/api/files/uploadList/${listId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, any> };
  }

  return { call, create, upload };
}
