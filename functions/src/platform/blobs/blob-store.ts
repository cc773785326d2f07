/** The BlobStore port: media files. Local: files under DATA_DIR/media; cloud: a private S3 bucket. */
export interface BlobStore {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when there is no such blob. */
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
  /** A URL that reads the blob without other credentials, valid for `expiresInSeconds`. */
  signedUrl(key: string, expiresInSeconds?: number): Promise<string>;
}
