import { describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.js';

/** One adapter as the contract drives it, and how to read back what its signed URLs say. */
export interface BlobStoreDriver {
  store: BlobStore;
  /** The key a signed URL reads and how many seconds it stays valid. */
  readSignedUrl(url: string): { key: string; expiresInSeconds: number };
}

const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * The BlobStore port's contract, run against the local files for real and against S3 with the client mocked
 * by an in-memory bucket (blobs/blob-store.contract.test.ts).
 */
export function describeBlobStoreContract(name: string, open: () => Promise<BlobStoreDriver>): void {
  describe(`BlobStore contract: ${name}`, () => {
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

    it.each(['../escape', '/abs', 'a//b', './a', '', 'a\\b', 'a\u0000b'])('refuses the key %j', async (key) => {
      const { store } = await open();
      await expect(store.put(key, bytes('x'), 'text/plain')).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.get(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.delete(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
      await expect(store.signedUrl(key)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    });
  });
}
