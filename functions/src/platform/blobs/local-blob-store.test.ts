import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { LocalBlobStore } from './local-blob-store.js';

let dir: string;
const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
const secret = randomBytes(32);
const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'balcao-blobs-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The signed URL's parts, as the media route reads them. */
function parts(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const key = parsed.pathname.replace('/api/media/', '').split('/').map(decodeURIComponent).join('/');
  return { key, exp: parsed.searchParams.get('exp')!, sig: parsed.searchParams.get('sig')! };
}

describe('LocalBlobStore', () => {
  it('keeps bytes and content type under nested keys, and forgets them on delete', async () => {
    const store = new LocalBlobStore(dir, secret, clock);
    await store.put('c1/w1/photo.jpg', bytes('jpeg bytes'), 'image/jpeg');
    await store.put('c1/w1/note.ogg', bytes('opus'), 'audio/ogg; codecs=opus');

    expect(await store.get('c1/w1/photo.jpg')).toEqual({ data: bytes('jpeg bytes'), contentType: 'image/jpeg' });
    expect((await store.get('c1/w1/note.ogg'))?.contentType).toBe('audio/ogg; codecs=opus');
    expect(existsSync(join(dir, 'blobs', 'c1', 'w1', 'photo.jpg'))).toBe(true);
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);

    await store.delete('c1/w1/photo.jpg');
    expect(await store.get('c1/w1/photo.jpg')).toBeUndefined();
    await expect(store.delete('c1/w1/photo.jpg')).resolves.toBeUndefined();
  });

  it('answers undefined for a missing key and for a key that is a folder of other keys', async () => {
    const store = new LocalBlobStore(dir, secret, clock);
    await store.put('c1/w1/file.pdf', bytes('%PDF'), 'application/pdf');
    expect(await store.get('c1/missing.pdf')).toBeUndefined();
    expect(await store.get('c1/w1')).toBeUndefined();
  });

  it.each(['../escape', 'a/../../escape', '/etc/passwd', 'a//b', './a', 'a/', '', 'a\\..\\b', 'a\u0000b'])(
    'refuses the key %j',
    async (key) => {
      const store = new LocalBlobStore(dir, secret, clock);
      await expect(store.put(key, bytes('x'), 'text/plain')).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.get(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.signedUrl(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    },
  );

  it('signs a URL that verifies for its key until it expires', async () => {
    const store = new LocalBlobStore(dir, secret, clock);
    const url = await store.signedUrl('c1/w1/Relatório final.pdf', 60);
    expect(url).toMatch(/^\/api\/media\/c1\/w1\/Relat%C3%B3rio%20final\.pdf\?exp=\d+&sig=[\w-]+$/);
    const { key, exp, sig } = parts(url);
    expect(key).toBe('c1/w1/Relatório final.pdf');
    expect(Number(exp)).toBe(clock.now().getTime() / 1000 + 60);
    expect(store.verify(key, exp, sig)).toBe(true);

    clock.advance(60_000);
    expect(store.verify(key, exp, sig)).toBe(false);
  });

  it('refuses a signature for another key, another expiry or another secret', async () => {
    const store = new LocalBlobStore(dir, secret, clock);
    const { key, exp, sig } = parts(await store.signedUrl('c1/a.png'));
    expect(store.verify('c1/b.png', exp, sig)).toBe(false);
    expect(store.verify(key, String(Number(exp) + 3600), sig)).toBe(false);
    expect(store.verify(key, 'soon', sig)).toBe(false);
    expect(store.verify(key, exp, `${sig}x`)).toBe(false);
    expect(store.verify(key, exp, '')).toBe(false);
    expect(new LocalBlobStore(dir, randomBytes(32), clock).verify(key, exp, sig)).toBe(false);
  });
});
