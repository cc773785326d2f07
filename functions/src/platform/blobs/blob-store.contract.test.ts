import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type PutObjectCommandInput,
  type UploadPartCommandInput,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { manualClock } from '../clock.js';
import { describeBlobStoreContract } from './blob-store-contract.js';
import { LocalBlobStore, MEDIA_URL_PREFIX } from './local-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

const clock = manualClock(new Date('2026-11-22T12:00:00Z'));

describeBlobStoreContract('LocalBlobStore (files)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'balcao-blobs-'));
  const store = new LocalBlobStore(dir, randomBytes(32), clock);
  return {
    store,
    leftovers: () => readdir(join(dir, 'tmp')).catch(() => []),
    readSignedUrl: (url) => {
      const parsed = new URL(url, 'http://localhost');
      const key = parsed.pathname.slice(MEDIA_URL_PREFIX.length).split('/').map(decodeURIComponent).join('/');
      const exp = parsed.searchParams.get('exp')!;
      if (!store.verify(key, exp, parsed.searchParams.get('sig')!)) throw new Error(`bad signature: ${url}`);
      return { key, expiresInSeconds: Number(exp) - clock.now().getTime() / 1000 };
    },
  };
});

describeBlobStoreContract('S3BlobStore (client mocked by an in-memory bucket)', async () => {
  const s3 = mockClient(S3Client);
  const objects = new Map<string, { body: Uint8Array; type: string }>();
  const inBucket = (input: { Bucket?: string; Key?: string }) => {
    if (input.Bucket !== 'balcao-media') throw new Error(`unexpected bucket ${input.Bucket}`);
    return input.Key!;
  };
  s3.on(PutObjectCommand).callsFake((input: PutObjectCommandInput) => {
    objects.set(inBucket(input), { body: new Uint8Array(input.Body as Uint8Array), type: input.ContentType! });
    return {};
  });
  // Multipart uploads as S3 keeps them: invisible until completed, gone when aborted.
  const uploads = new Map<string, { key: string; type: string; parts: Map<number, Uint8Array> }>();
  s3.on(CreateMultipartUploadCommand).callsFake(async (input: PutObjectCommandInput) => {
    const UploadId = `upload-${uploads.size + 1}`;
    uploads.set(UploadId, { key: inBucket(input), type: input.ContentType!, parts: new Map() });
    return { UploadId };
  });
  s3.on(UploadPartCommand).callsFake(async (input: UploadPartCommandInput) => {
    uploads.get(input.UploadId!)!.parts.set(input.PartNumber!, Uint8Array.from(input.Body as Uint8Array));
    return { ETag: `etag-${input.PartNumber}` };
  });
  s3.on(CompleteMultipartUploadCommand).callsFake(async (input: { UploadId: string }) => {
    const upload = uploads.get(input.UploadId)!;
    const parts = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
    objects.set(upload.key, { body: new Uint8Array(Buffer.concat(parts)), type: upload.type });
    uploads.delete(input.UploadId);
    return {};
  });
  s3.on(AbortMultipartUploadCommand).callsFake(async (input: { UploadId: string }) => {
    uploads.delete(input.UploadId);
    return {};
  });
  s3.on(GetObjectCommand).callsFake((input: { Bucket: string; Key: string }) => {
    const object = objects.get(inBucket(input));
    if (!object) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    // The body as S3 sends it: a stream of 64 KB chunks that can also be read whole.
    const chunks = Array.from({ length: Math.ceil(object.body.byteLength / (64 * 1024)) }, (_, i) =>
      object.body.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
    );
    const Body = Object.assign(Readable.from(chunks), { transformToByteArray: async () => object.body });
    return { Body, ContentType: object.type, ContentLength: object.body.byteLength };
  });
  s3.on(DeleteObjectCommand).callsFake((input: { Bucket: string; Key: string }) => {
    objects.delete(inBucket(input));
    return {};
  });
  // Listing pages of 2 keys, so a prefix spans pages as a large one does; the token is the last key listed.
  s3.on(ListObjectsV2Command).callsFake((input: { Bucket: string; Prefix: string; ContinuationToken?: string }) => {
    inBucket({ Bucket: input.Bucket, Key: '' });
    const after = input.ContinuationToken ?? '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(input.Prefix) && key > after).sort();
    const page = keys.slice(0, 2);
    const more = keys.length > 2;
    return {
      Contents: page.map((Key) => ({ Key })),
      IsTruncated: more,
      NextContinuationToken: more ? page[page.length - 1] : undefined,
    };
  });
  s3.on(DeleteObjectsCommand).callsFake((input: { Bucket: string; Delete: { Objects: { Key: string }[] } }) => {
    for (const object of input.Delete.Objects) objects.delete(inBucket({ Bucket: input.Bucket, Key: object.Key }));
    return {};
  });
  const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
  return {
    store: new S3BlobStore('balcao-media', client),
    leftovers: async () => [...uploads.keys()],
    readSignedUrl: (url) => {
      const parsed = new URL(url);
      if (parsed.hostname !== 'balcao-media.s3.us-east-1.amazonaws.com') throw new Error(`not the bucket: ${url}`);
      const key = parsed.pathname.slice(1).split('/').map(decodeURIComponent).join('/');
      return { key, expiresInSeconds: Number(parsed.searchParams.get('X-Amz-Expires')) };
    },
  };
});
