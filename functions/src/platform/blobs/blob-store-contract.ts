import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TooLarge, type BlobStore } from './blob-store.js';

/** One adapter as the contract drives it, and how to read back what its signed URLs say. */
export interface BlobStoreDriver {
  store: BlobStore;
  /** The key a signed URL reads and how many seconds it stays valid. */
  readSignedUrl(url: string): { key: string; expiresInSeconds: number };
  /** What a store keeps on the side while a stream goes in (temporary files, open multipart uploads). */
  leftovers(): Promise<string[]>;
}

const bytes = (text: string) => new TextEncoder().encode(text);
const MB = 1024 * 1024;

/** `total` bytes in 64 KB chunks, made as they are read: the stream never exists whole. */
function generated(total: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 7);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += chunk.byteLength)
        yield chunk.subarray(0, Math.min(chunk.byteLength, total - sent));
    })(),
  );
}

/**
 * The BlobStore port's contract, run against the local files for real and against S3 with the client mocked
 * by an in-memory bucket (blobs/blob-store.contract.test.ts).
 */
export function describeBlobStoreContract(name: string, open: () => Promise<BlobStoreDriver>): void {
  describe(`BlobStore contract: ${name}`, () => {
    it('deletes everything under a prefix and nothing beside it', async () => {
      const { store } = await open();
      for (const key of ['m/c1/w1/a.jpg', 'm/c1/w2/b.ogg', 'm/c1/c.txt', 'm/c10/w1/a.jpg', 'm/c2/w1/a.jpg']) {
        await store.put(key, bytes(key), 'text/plain');
      }
      await store.deletePrefix('m/c1');
      for (const key of ['m/c1/w1/a.jpg', 'm/c1/w2/b.ogg', 'm/c1/c.txt']) expect(await store.get(key)).toBeUndefined();
      for (const key of ['m/c10/w1/a.jpg', 'm/c2/w1/a.jpg']) expect(await store.get(key)).toBeDefined();
      await store.deletePrefix('m/c1');
      await store.deletePrefix('m/none');
    });

    it('keeps bytes and content type under nested keys and forgets them on delete', async () => {
      const { store } = await open();
      await store.put('c1/w1/photo.jpg', bytes('jpeg'), 'image/jpeg');
      await store.put('c1/w1/note.ogg', bytes('opus'), 'audio/ogg; codecs=opus');
      expect(await store.get('c1/w1/photo.jpg')).toEqual({ data: bytes('jpeg'), contentType: 'image/jpeg' });
      expect(await store.get('c1/w1/note.ogg')).toEqual({ data: bytes('opus'), contentType: 'audio/ogg; codecs=opus' });

      await store.delete('c1/w1/photo.jpg');
      expect(await store.get('c1/w1/photo.jpg')).toBeUndefined();
      expect(await store.get('c1/w1/note.ogg')).toBeDefined();
    });

    it('answers undefined for a key never stored, and deleting it is no error', async () => {
      const { store } = await open();
      expect(await store.get('c1/missing.pdf')).toBeUndefined();
      await expect(store.delete('c1/missing.pdf')).resolves.toBeUndefined();
    });

    it('replaces the bytes and type of a key stored again', async () => {
      const { store } = await open();
      await store.put('c1/doc', bytes('v1'), 'text/plain');
      await store.put('c1/doc', bytes('v2'), 'application/pdf');
      expect(await store.get('c1/doc')).toEqual({ data: bytes('v2'), contentType: 'application/pdf' });
    });

    it('signs a URL for the key that expires after the seconds asked', async () => {
      const { store, readSignedUrl } = await open();
      expect(readSignedUrl(await store.signedUrl('c1/w1/Relatório.pdf', 600))).toEqual({
        key: 'c1/w1/Relatório.pdf',
        expiresInSeconds: 600,
      });
      expect(readSignedUrl(await store.signedUrl('c1/a.png')).expiresInSeconds).toBe(3600);
    });

    it('streams bytes in under a key and answers their size', async () => {
      const { store } = await open();
      const stream = Readable.from([bytes('%PDF'), bytes('-1.7')]);
      expect(await store.putStream('c1/w1/doc.pdf', stream, 'application/pdf', { maxBytes: 8 })).toEqual({ size: 8 });
      expect(await store.get('c1/w1/doc.pdf')).toEqual({ data: bytes('%PDF-1.7'), contentType: 'application/pdf' });
    });

    it('streams a blob out with its content type and size, and answers undefined for a missing key', async () => {
      const { store } = await open();
      await store.put('c1/w1/doc.pdf', bytes('%PDF-1.7'), 'application/pdf');
      const blob = await store.getStream('c1/w1/doc.pdf');
      expect(blob).toEqual({ stream: expect.any(Readable), contentType: 'application/pdf', size: 8 });
      expect(Buffer.concat(await blob!.stream.toArray()).toString()).toBe('%PDF-1.7');
      expect(await store.getStream('c1/missing.pdf')).toBeUndefined();
    });

    it('streams out a blob of several upload parts in more than one chunk', async () => {
      const { store } = await open();
      await store.putStream('c1/w1/video.mp4', generated(6 * MB), 'video/mp4', { maxBytes: 8 * MB });
      const { stream, size } = (await store.getStream('c1/w1/video.mp4'))!;
      let chunks = 0;
      let total = 0;
      for await (const chunk of stream) {
        chunks += 1;
        total += (chunk as Uint8Array).byteLength;
      }
      expect({ size, total }).toEqual({ size: 6 * MB, total: 6 * MB });
      expect(chunks).toBeGreaterThan(1);
    });

    it('streams a blob of several upload parts', async () => {
      const { store, leftovers } = await open();
      expect(await store.putStream('c1/w1/video.mp4', generated(11 * MB), 'video/mp4', { maxBytes: 12 * MB })).toEqual({
        size: 11 * MB,
      });
      expect((await store.get('c1/w1/video.mp4'))?.data.byteLength).toBe(11 * MB);
      expect(await leftovers()).toEqual([]);
    });

    it.each([
      ['a small stream', () => Readable.from([bytes('1234'), bytes('56789')]), 8],
      ['a stream of several parts', () => generated(7 * MB), 6 * MB],
    ])('refuses %s past maxBytes with TooLarge and leaves nothing behind', async (_, stream, maxBytes) => {
      const { store, leftovers } = await open();
      const put = store.putStream('c1/w1/huge.bin', stream(), 'application/octet-stream', { maxBytes });
      await expect(put).rejects.toBeInstanceOf(TooLarge);
      await expect(put).rejects.toMatchObject({ code: 'ERR_PAYLOAD_TOO_LARGE', status: 413 });
      expect(await store.get('c1/w1/huge.bin')).toBeUndefined();
      expect(await leftovers()).toEqual([]);
    });

    it.each(['../escape', '/abs', 'a//b', './a', '', 'a\\b', 'a\u0000b'])('refuses the key %j', async (key) => {
      const { store } = await open();
      await expect(store.put(key, bytes('x'), 'text/plain')).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      const stream = Readable.from([bytes('x')]);
      await expect(store.putStream(key, stream, 'text/plain', { maxBytes: 8 })).rejects.toMatchObject({
        code: 'ERR_VALIDATION',
      });
      await expect(store.get(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.getStream(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.delete(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.signedUrl(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    });
  });
}
