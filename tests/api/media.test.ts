import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-22T12:00:00Z') });
});

const bytes = (text: string) => new TextEncoder().encode(text);

/** The URL with one query parameter replaced. */
function withParam(url: string, name: string, value: string) {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('local media links', () => {
  it('serves a blob through its signed URL without a login', async () => {
    await ctx.deps.blobs.put('c1/w1/Foto do cliente.jpg', bytes('jpeg bytes'), 'image/jpeg');
    const url = await ctx.deps.blobs.signedUrl('c1/w1/Foto do cliente.jpg');

    const res = await ctx.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes('jpeg bytes'));
  });

  it('media route streams: serves a large blob in chunks with its length, never reading it whole', async () => {
    const size = 3 * 1024 * 1024;
    await ctx.deps.blobs.put('c1/w1/video.mp4', new Uint8Array(size).fill(7), 'video/mp4');
    const url = await ctx.deps.blobs.signedUrl('c1/w1/video.mp4');
    const whole = vi.spyOn(ctx.deps.blobs, 'get');
    try {
      const res = await ctx.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-length')).toBe(String(size));
      let chunks = 0;
      let total = 0;
      for await (const chunk of res.body!) {
        chunks += 1;
        total += chunk.byteLength;
      }
      expect(total).toBe(size);
      expect(chunks).toBeGreaterThan(1);
      expect(whole).not.toHaveBeenCalled();
    } finally {
      whole.mockRestore();
    }
  });

  it('refuses a link whose signature, key or expiry was changed', async () => {
    await ctx.deps.blobs.put('c1/w1/a.pdf', bytes('%PDF'), 'application/pdf');
    await ctx.deps.blobs.put('c1/w1/b.pdf', bytes('%PDF other'), 'application/pdf');
    const url = await ctx.deps.blobs.signedUrl('c1/w1/a.pdf');

    const tampered = [
      withParam(url, 'sig', 'x'.repeat(43)),
      url.replace('/a.pdf', '/b.pdf'),
      withParam(url, 'exp', String(Number(new URL(url, 'http://x').searchParams.get('exp')) + 60)),
      url.split('?')[0]!,
      '/api/media/',
    ];
    for (const path of tampered) {
      const res = await ctx.request('GET', path);
      expect({ path, status: res.status, error: res.body.error }).toEqual({
        path,
        status: 403,
        error: 'ERR_NO_PERMISSION',
      });
    }
  });

  it('refuses a link once it has expired', async () => {
    await ctx.deps.blobs.put('c1/w1/short.txt', bytes('hi'), 'text/plain');
    const url = await ctx.deps.blobs.signedUrl('c1/w1/short.txt', 60);
    expect((await ctx.request('GET', url)).status).toBe(200);

    ctx.clock.advance(61_000);
    const res = await ctx.request('GET', url);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('answers 404 for a validly signed link to a blob that is gone', async () => {
    await ctx.deps.blobs.put('c1/w1/deleted.ogg', bytes('opus'), 'audio/ogg');
    const url = await ctx.deps.blobs.signedUrl('c1/w1/deleted.ogg');
    await ctx.deps.blobs.delete('c1/w1/deleted.ogg');
    const res = await ctx.request('GET', url);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NOT_FOUND');
  });

  it('answers 403, not 500, to a path that is not a valid key', async () => {
    for (const path of ['/api/media/%E0%A4%A?exp=1&sig=x', '/api/media/a/%2E%2E/b?exp=9999999999&sig=x']) {
      const res = await ctx.request('GET', path);
      expect(res.status).toBe(403);
    }
  });
});
