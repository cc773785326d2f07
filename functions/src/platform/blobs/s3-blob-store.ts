import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { assertBlobKey, DEFAULT_SIGNED_URL_SECONDS } from './blob-key.js';
import { capped, type BlobStore, type BlobStream } from './blob-store.js';
import { servedAs } from './served-as.js';

/** Parts in flight at once: with 5 MB parts, about 10 MB of a stream is held at any time. */
const UPLOAD_QUEUE_SIZE = 2;

/** Media in a private S3 bucket; readers get presigned GET URLs, never the bucket. */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly bucket: string,
    private readonly client: S3Client = new S3Client({}),
  ) {}

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ...headers(contentType) }),
    );
  }

  /**
   * One PUT for a small stream, a multipart upload for a larger one. A stream over the cap fails the upload,
   * which aborts its parts: S3 shows nothing under the key.
   */
  async putStream(key: string, stream: Readable, contentType: string, options: { maxBytes: number }) {
    assertBlobKey(key);
    const seen = { size: 0 };
    const body = Readable.from(capped(stream, options.maxBytes, seen));
    await new Upload({
      client: this.client,
      queueSize: UPLOAD_QUEUE_SIZE,
      params: { Bucket: this.bucket, Key: key, Body: body, ...headers(contentType) },
    }).done();
    return { size: seen.size };
  }

  async get(key: string): Promise<{ data: Uint8Array; contentType: string } | undefined> {
    const out = await this.object(key);
    return out && { data: await out.Body.transformToByteArray(), contentType: out.contentType };
  }

  async getStream(key: string): Promise<BlobStream | undefined> {
    const out = await this.object(key);
    if (!out) return undefined;
    // In Node the SDK answers the HTTP response itself, read as it arrives.
    if (!(out.Body instanceof Readable)) throw new Error(`S3 body of ${key} is not a Node stream`);
    return { stream: out.Body, contentType: out.contentType, ...(out.size !== undefined ? { size: out.size } : {}) };
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Lists the prefix a page (up to 1,000 keys) at a time and deletes each page in one DeleteObjects. */
  async deletePrefix(prefix: string): Promise<void> {
    assertBlobKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length > 0) {
        const out = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = out.Errors ?? [];
        if (failed.length > 0) throw new Error(`S3 kept ${failed.length} objects under ${prefix}/: ${failed[0]?.Code}`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async signedUrl(key: string, expiresInSeconds = DEFAULT_SIGNED_URL_SECONDS): Promise<string> {
    assertBlobKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }

  /** The object's body and what S3 says of it; undefined when there is no such key. */
  private async object(key: string) {
    assertBlobKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return undefined;
      return { Body: out.Body, contentType: out.ContentType ?? 'application/octet-stream', size: out.ContentLength };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }
}

/**
 * What S3 answers a presigned GET with, fixed at put time: the browser reads media straight from the bucket, so an
 * HTML or SVG a customer sent is stored as an attachment of opaque bytes (served-as.ts), never as a page.
 */
function headers(contentType: string): { ContentType: string; ContentDisposition?: string } {
  const served = servedAs(contentType);
  return served.disposition === 'inline'
    ? { ContentType: served.contentType }
    : { ContentType: served.contentType, ContentDisposition: served.disposition };
}
