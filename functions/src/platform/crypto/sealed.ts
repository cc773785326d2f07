import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets a company gives us (AI and speech API keys, a Dialogflow service account) kept encrypted at rest
 * (docs/decisions/052): AES-256-GCM under the deployment's data key (`AppConfig.dataKey`), in a versioned envelope
 * `v1.<iv>.<ciphertext>.<tag>` (base64url parts). The tag authenticates the text and the version: a changed
 * envelope or another key is refused, never read as garbage.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedError';
  }
}

/** The envelope for `plain` under `key` (32 bytes); a fresh random IV each time. */
export function seal(key: Uint8Array, plain: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()].map(part).join('.');
}

/** The text inside an envelope `seal` made with the same key; throws SealedError if changed or another key. */
export function unseal(key: Uint8Array, envelope: string): string {
  checkKey(key);
  const parts = envelope.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SealedError('Not a sealed value of a known version.');
  const [iv, body, tag] = parts.slice(1).map((value) => Buffer.from(value, 'base64url'));
  if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new SealedError('Malformed sealed value.');
  const decipher = createDecipheriv(ALGORITHM, key, iv!, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(VERSION));
  decipher.setAuthTag(tag!);
  try {
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedError('Sealed value changed or sealed under another key.');
  }
}

/** Whether a stored string is an envelope (as opposed to a value stored before sealing existed). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}.`) && value.split('.').length === 4;
}

/**
 * A data key from a deployment's configuration: `DATA_KEY` (32 bytes, base64) when the operator set one, else
 * derived from the token secret by HKDF-SHA256 under its own label, so the two keys are never the same bytes.
 */
export function dataKeyFrom(options: { dataKey?: string; fallbackSecret: Uint8Array }): Uint8Array {
  if (options.dataKey) {
    const key = Buffer.from(options.dataKey, 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`DATA_KEY must be ${KEY_BYTES} bytes, base64-encoded.`);
    return key;
  }
  return new Uint8Array(hkdfSync('sha256', options.fallbackSecret, Buffer.alloc(0), 'balcao data key v1', KEY_BYTES));
}

function checkKey(key: Uint8Array): void {
  if (key.length !== KEY_BYTES) throw new SealedError(`The data key must be ${KEY_BYTES} bytes.`);
}

function part(value: string | Buffer): string {
  return typeof value === 'string' ? value : value.toString('base64url');
}
