import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANNOUNCEMENT_IMAGE_BYTES } from '../../functions/src/domain/announcements/writes.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { announcementFixtures } from './announcements-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof announcementFixtures>;
let token: string;
let id: string;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = announcementFixtures(ctx);
  token = (await ctx.seedCompany({ super: true })).admin.token;
  id = (await fx.create(token)).id;
});

const refusedType = { status: 415, error: 'ERR_UPLOAD_TYPE_NOT_ALLOWED' };

/** The public image path, with no token at all. */
const fetchPublic = (url: string) => ctx.app.request(url);

describe('POST /announcements/{id}/media-upload (spec 3 §3: png, jpg, jpeg)', () => {
  it('stores the image under an unguessable public name, served without a token as the image type, nosniff', async () => {
    const png = await fx.upload(token, id, { name: 'banner.png', type: 'image/png', data: sample.png });
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ id, mediaName: 'banner.png' });
    expect(png.body.mediaPath).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
    expect(png.body.mediaUrl).toBe(`/api/announcement-images/${png.body.mediaPath}`);

    const served = await fetchPublic(png.body.mediaUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(sample.png);

    const jpeg = await fx.upload(token, id, { name: 'foto.jpg', type: 'image/jpeg', data: sample.jpeg });
    expect(jpeg.body.mediaPath).toMatch(/\.jpg$/);
    expect((await fetchPublic(jpeg.body.mediaUrl)).headers.get('content-type')).toBe('image/jpeg');
    // The previous image is gone with its name.
    expect((await fetchPublic(png.body.mediaUrl)).status).toBe(404);
  });

  it('refuses by content an SVG, an HTML page and a GIF named .png, and a PDF (415)', async () => {
    for (const data of [sample.svg, sample.html, sample.gif]) {
      const res = await fx.upload(token, id, { name: 'imagem.png', type: 'image/png', data });
      expect({ status: res.status, error: res.body.error }).toEqual(refusedType);
    }
    const pdf = await fx.upload(token, id, { name: 'aviso.pdf', type: 'application/pdf', data: sample.pdf });
    expect({ status: pdf.status, error: pdf.body.error }).toEqual(refusedType);
  });

  it('refuses an image over the size limit (413), a form without a file (400) and an unknown id (404)', async () => {
    const big = new Uint8Array(MAX_ANNOUNCEMENT_IMAGE_BYTES + 1);
    big.set(sample.png);
    const res = await fx.upload(token, id, { name: 'grande.png', type: 'image/png', data: big });
    expect([res.status, res.body.error]).toEqual([413, 'ERR_PAYLOAD_TOO_LARGE']);
    const empty = await ctx.app.request(`/api/announcements/${id}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const unknown = await fx.upload(token, '01JUNKNOWNANN', { name: 'a.png', type: 'image/png', data: sample.png });
    expect(unknown.status).toBe(404);
  });

  it('DELETE removes the image: its public path answers 404', async () => {
    const png = await fx.upload(token, id, { name: 'a.png', type: 'image/png', data: sample.png });
    const res = await fx.call(token, 'DELETE', `/${id}/media-upload`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null });
    expect((await fetchPublic(png.body.mediaUrl)).status).toBe(404);
  });

  it('serves nothing but stored announcement images from the public path', async () => {
    // A blob of another kind under a well-formed name is not answered (only png and jpeg are).
    await ctx.deps.blobs.put('announcements/AAAAAAAAAAAAAAAAAAAAAA.png', sample.svg, 'image/svg+xml');
    for (const name of [
      'AAAAAAAAAAAAAAAAAAAAAA.png',
      'curto.png',
      '..%2F..%2Fsecret.png',
      'BBBBBBBBBBBBBBBBBBBBBB.svg',
    ]) {
      const res = await fetchPublic(`/api/announcement-images/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });
});
