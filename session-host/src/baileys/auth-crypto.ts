import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import { keys } from '../../../functions/src/platform/keys.js';
import { isConditionFailure, type Table } from '../../../functions/src/platform/table.js';

/**
 * Seals the chat-app auth items at rest: AES-256-GCM per item under one data key that only the session host
 * reads. The item's own key is the additional data, so a sealed value copied under another key (another tenant's
 * partition, another signal key) does not open.
 */
export interface AuthCrypto {
  seal(plain: Buffer, context: string): Buffer;
  open(sealed: Buffer, context: string): Buffer;
}

const FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Sealed layout: format byte, IV, GCM tag, ciphertext. */
export function authCryptoFromKey(dataKey: Uint8Array): AuthCrypto {
  if (dataKey.length !== 32) throw new Error('The auth data key must be 32 bytes (AES-256)');
  const key = Buffer.from(dataKey);
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.of(FORMAT), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, context) {
      if (sealed[0] !== FORMAT) throw new Error(`Unknown sealed auth item format ${sealed[0]}`);
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context)).setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}

/**
 * Locally: a key file beside the data (`npm start`'s DATA_DIR), readable by its owner only, made on first use;
 * two hosts on one data dir share it.
 */
export function localAuthDataKey(dataDir: string): Uint8Array {
  const file = join(dataDir, 'auth-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** Without a data dir the table is throwaway too (tests, a bare `npm start`): one key for the process. */
const processDataKey = randomBytes(32);

/** The in-process host's sealing: the key file under `dataDir`, or the process' own key without one. */
export function localAuthCrypto(dataDir: string | undefined): AuthCrypto {
  return authCryptoFromKey(dataDir ? localAuthDataKey(dataDir) : processDataKey);
}

type DataKeyItem = { pk: string; sk: string; ciphertext: Uint8Array };

/**
 * In the cloud: a KMS data key, generated once and stored encrypted in the table; each start asks KMS to decrypt
 * it (only the session host's role may). Two hosts starting together keep the one written first.
 */
export async function kmsAuthDataKey(kms: KMSClient, table: Table, kmsKeyId: string): Promise<Uint8Array> {
  const stored = await table.get<DataKeyItem>(keys.authDataKey);
  if (stored) return decrypt(kms, stored.ciphertext, kmsKeyId);
  const generated = await kms.send(new GenerateDataKeyCommand({ KeyId: kmsKeyId, KeySpec: 'AES_256' }));
  if (!generated.Plaintext || !generated.CiphertextBlob) throw new Error('KMS returned no data key');
  try {
    await table.put(
      { ...keys.authDataKey, ciphertext: generated.CiphertextBlob },
      { ConditionExpression: 'attribute_not_exists(pk)' },
    );
    return generated.Plaintext;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return kmsAuthDataKey(kms, table, kmsKeyId);
  }
}

async function decrypt(kms: KMSClient, ciphertext: Uint8Array, kmsKeyId: string): Promise<Uint8Array> {
  const out = await kms.send(new DecryptCommand({ CiphertextBlob: ciphertext, KeyId: kmsKeyId }));
  if (!out.Plaintext) throw new Error('KMS returned no plaintext for the auth data key');
  return out.Plaintext;
}
