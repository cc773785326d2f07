import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { S3BlobStore } from './s3-blob-store.js';

const s3 = mockClient(S3Client);
const client = new S3Client({
  region: 'sa-east-1',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
});
const store = new S3BlobStore('balcao-media', client);
const bytes = (text: string) => new TextEncoder().encode(text);

beforeEach(() => {
  s3.reset();
});

/** The commands the store sent, by type, with their input. */
const sent = () => s3.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);

describe('S3BlobStore', () => {
  it('puts the bytes with their content type under the key', async () => {
    s3.on(PutObjectCommand).resolves({});
    await store.put('c1/w1/photo.jpg', bytes('jpeg'), 'image/jpeg');
    expect(sent()).toEqual([
      [
        'PutObjectCommand',
        { Bucket: 'balcao-media', Key: 'c1/w1/photo.jpg', Body: bytes('jpeg'), ContentType: 'image/jpeg' },
      ],
    ]);
  });

  it('stores an HTML or SVG a customer sent as an attachment of opaque bytes, never as a page', async () => {
    s3.on(PutObjectCommand).resolves({});
    await store.put('c1/w1/page', bytes('<html>'), 'text/html');
    await store.put('c1/w1/logo', bytes('<svg>'), 'image/svg+xml');
    await store.put('c1/w1/contrato', bytes('PK'), 'application/msword');
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(puts.map((input) => [input.Key, input.ContentType, input.ContentDisposition])).toEqual([
      ['c1/w1/page', 'application/octet-stream', 'attachment'],
      ['c1/w1/logo', 'application/octet-stream', 'attachment'],
      ['c1/w1/contrato', 'application/msword', 'attachment'],
    ]);
  });

  it('reads the bytes and content type of a key', async () => {
    s3.on(GetObjectCommand, { Bucket: 'balcao-media', Key: 'c1/a.ogg' }).resolves({
      Body: { transformToByteArray: async () => bytes('opus') } as never,
      ContentType: 'audio/ogg',
    });
    expect(await store.get('c1/a.ogg')).toEqual({ data: bytes('opus'), contentType: 'audio/ogg' });
    expect(sent()).toEqual([['GetObjectCommand', { Bucket: 'balcao-media', Key: 'c1/a.ogg' }]]);
  });

  it('answers undefined for a missing key and passes other failures on', async () => {
    s3.on(GetObjectCommand, { Key: 'c1/missing' }).rejects(new NoSuchKey({ message: 'gone', $metadata: {} }));
    s3.on(GetObjectCommand, { Key: 'c1/denied' }).rejects(Object.assign(new Error('denied'), { name: 'AccessDenied' }));
    expect(await store.get('c1/missing')).toBeUndefined();
    await expect(store.get('c1/denied')).rejects.toThrow('denied');
  });

  it('deletes the key', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await store.delete('c1/w1/photo.jpg');
    expect(sent()).toEqual([['DeleteObjectCommand', { Bucket: 'balcao-media', Key: 'c1/w1/photo.jpg' }]]);
  });

  it('presigns a GET of the key that expires when asked, without calling S3', async () => {
    const url = new URL(await store.signedUrl('c1/w1/Relatório.pdf', 600));
    expect(url.hostname).toBe('balcao-media.s3.sa-east-1.amazonaws.com');
    expect(url.pathname).toBe('/c1/w1/Relat%C3%B3rio.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(sent()).toEqual([]);
  });

  it('refuses keys that leave their folder, like the local store', async () => {
    await expect(store.put('../x', bytes('x'), 'text/plain')).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    await expect(store.signedUrl('/abs')).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    expect(sent()).toEqual([]);
  });
});
