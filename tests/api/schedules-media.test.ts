import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { MAX_SCHEDULE_MEDIA_BYTES } from '../../functions/src/domain/schedules/media.js';
import { scheduleFixtures } from './schedules-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof scheduleFixtures>;
let token: string;
let scheduleId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = scheduleFixtures(ctx);
  token = (await ctx.seedCompany()).admin.token;
  scheduleId = (await fx.create(token, { contactId: await fx.contact(token) })).id;
});

const refusedType = { status: 415, error: 'ERR_UPLOAD_TYPE_NOT_ALLOWED' };

describe('POST /schedules/{id}/media-upload (spec 2 §5: png, jpg, jpeg)', () => {
  it('stores a png or a jpeg, the new one replacing the old, and the blob holds the bytes', async () => {
    const png = await fx.upload(token, scheduleId, { name: 'cartaz promo.png', type: 'image/png', data: sample.png });
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ id: scheduleId, mediaName: 'cartaz promo.png' });
    const first = png.body.mediaPath as string;
    expect((await ctx.deps.blobs.get(first))?.contentType).toBe('image/png');

    const jpeg = await fx.upload(token, scheduleId, { name: 'foto.jpeg', type: 'image/jpeg', data: sample.jpeg });
    expect(jpeg.body).toMatchObject({ mediaName: 'foto.jpeg' });
    expect(await ctx.deps.blobs.get(jpeg.body.mediaPath)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await ctx.deps.blobs.get(first)).toBeUndefined();
  });

  it('refuses by content an SVG, an HTML page and a GIF named .png, and a PDF', async () => {
    for (const data of [sample.svg, sample.html, sample.gif]) {
      const res = await fx.upload(token, scheduleId, { name: 'imagem.png', type: 'image/png', data });
      expect({ status: res.status, error: res.body.error }).toEqual(refusedType);
    }
    const pdf = await fx.upload(token, scheduleId, { name: 'boleto.pdf', type: 'application/pdf', data: sample.pdf });
    expect({ status: pdf.status, error: pdf.body.error }).toEqual(refusedType);
  });

  it('refuses a picture over the size limit with 413, and a form without a file with 400', async () => {
    const big = new Uint8Array(MAX_SCHEDULE_MEDIA_BYTES + 1);
    big.set(sample.png);
    const res = await fx.upload(token, scheduleId, { name: 'grande.png', type: 'image/png', data: big });
    expect([res.status, res.body.error]).toEqual([413, 'ERR_PAYLOAD_TOO_LARGE']);
    const huge = await fx.upload(token, scheduleId, {
      name: 'enorme.png',
      type: 'image/png',
      data: new Uint8Array(MAX_SCHEDULE_MEDIA_BYTES * 2),
    });
    expect(huge.status).toBe(413);
    const empty = await ctx.app.request(`/api/schedules/${scheduleId}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
  });

  it('DELETE removes the picture and its blob', async () => {
    const png = await fx.upload(token, scheduleId, { name: 'a.png', type: 'image/png', data: sample.png });
    const res = await fx.call(token, 'DELETE', `/${scheduleId}/media-upload`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mediaPath: null, mediaName: null });
    expect(await ctx.deps.blobs.get(png.body.mediaPath)).toBeUndefined();
  });
});
