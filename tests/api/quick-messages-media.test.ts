import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUICK_MESSAGE_MEDIA_BYTES } from '../../functions/src/domain/quick-messages/media.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { sample } from '../../functions/src/testing/upload-samples.js';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.seedCompany()).admin.token;
});

async function quickMessage(shortcode: string) {
  const res = await ctx.request('POST', '/api/quick-messages', { token, body: { shortcode, message: 'Segue' } });
  return res.body.id as string;
}

async function upload(id: string, file: { name: string; type: string; data: Uint8Array }, as = token) {
  const form = new FormData();
  form.append('typeArch', 'quickMessage');
  form.append('file', new File([Buffer.from(file.data)], file.name, { type: file.type }));
  const res = await ctx.app.request(`/api/quick-messages/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const refusedType = { status: 415, error: 'ERR_UPLOAD_TYPE_NOT_ALLOWED' };

describe('POST /quick-messages/{id}/media-upload (multipart typeArch, file)', () => {
  it('stores a real png under a name with underscores for spaces, and links it in the answers', async () => {
    const id = await quickMessage('tabela');
    const res = await upload(id, { name: 'tabela de preços 2026.png', type: 'image/png', data: sample.png });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, mediaName: 'tabela_de_preços_2026.png' });
    expect(await ctx.deps.blobs.get(res.body.mediaPath)).toMatchObject({ contentType: 'image/png' });
    expect(res.body.mediaUrl).toEqual(expect.any(String));

    const shown = await ctx.request('GET', `/api/quick-messages/${id}`, { token });
    expect(shown.body).toMatchObject({ mediaName: 'tabela_de_preços_2026.png', mediaUrl: expect.any(String) });
    const listed = await ctx.request('GET', '/api/quick-messages/list', { token });
    expect(listed.body.find((m: { id: string }) => m.id === id).mediaUrl).toEqual(expect.any(String));
    const fetched = await ctx.app.request(
      new URL(shown.body.mediaUrl, 'http://localhost').pathname +
        new URL(shown.body.mediaUrl, 'http://localhost').search,
    );
    expect(fetched.status).toBe(200);
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(sample.png);
  });

  it('refuses by content an SVG or HTML file named .png, and an executable', async () => {
    const id = await quickMessage('falso');
    for (const data of [sample.svg, sample.html, sample.exe]) {
      const res = await upload(id, { name: 'imagem.png', type: 'image/png', data });
      expect({ status: res.status, error: res.body.error }).toEqual(refusedType);
    }
    const shown = await ctx.request('GET', `/api/quick-messages/${id}`, { token });
    expect(shown.body).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null });
  });

  it('accepts the chat’s documents too (a pdf)', async () => {
    const id = await quickMessage('boleto');
    const res = await upload(id, { name: 'boleto.pdf', type: 'application/pdf', data: sample.pdf });
    expect([res.status, res.body.mediaName]).toEqual([200, 'boleto.pdf']);
  });

  it('refuses a file over the size limit with 413, and a form without a file with 400', async () => {
    const id = await quickMessage('grande');
    const big = new Uint8Array(MAX_QUICK_MESSAGE_MEDIA_BYTES + 1);
    big.set(sample.png);
    const res = await upload(id, { name: 'grande.png', type: 'image/png', data: big });
    expect([res.status, res.body.error]).toEqual([413, 'ERR_PAYLOAD_TOO_LARGE']);
    const empty = await ctx.app.request(`/api/quick-messages/${id}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
  });

  it('replaces the old attachment’s blob, and DELETE removes the attachment and its blob', async () => {
    const id = await quickMessage('troca');
    const first = await upload(id, { name: 'a.png', type: 'image/png', data: sample.png });
    const second = await upload(id, { name: 'b.jpg', type: 'image/jpeg', data: sample.jpeg });
    expect(second.body.mediaName).toBe('b.jpg');
    expect(await ctx.deps.blobs.get(first.body.mediaPath)).toBeUndefined();

    const res = await ctx.request('DELETE', `/api/quick-messages/${id}/media-upload`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null });
    expect(await ctx.deps.blobs.get(second.body.mediaPath)).toBeUndefined();
  });

  it('deleting the quick message removes its attachment’s blob', async () => {
    const id = await quickMessage('apagar');
    const res = await upload(id, { name: 'a.png', type: 'image/png', data: sample.png });
    expect((await ctx.request('DELETE', `/api/quick-messages/${id}`, { token })).status).toBe(204);
    expect(await ctx.deps.blobs.get(res.body.mediaPath)).toBeUndefined();
  });
});
