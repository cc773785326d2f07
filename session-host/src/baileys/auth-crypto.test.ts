import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/platform/keys.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createTestTable } from '../test-table.js';
import { authCryptoFromKey, kmsAuthDataKey, localAuthDataKey } from './auth-crypto.js';

const kms = mockClient(KMSClient);
const client = new KMSClient({
  region: 'sa-east-1',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
});
const KEY_ARN = 'arn:aws:kms:sa-east-1:123456789012:key/auth';
let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});
beforeEach(() => {
  kms.reset();
});

describe('auth encrypted at rest: the data key', () => {
  it('seals with AES-256-GCM bound to the item key: another key or a flipped byte does not open', () => {
    const crypto = authCryptoFromKey(randomBytes(32));
    const sealed = crypto.seal(Buffer.from('secret'), 'pk|creds');
    expect(sealed.includes('secret')).toBe(false);
    expect(crypto.open(sealed, 'pk|creds').toString()).toBe('secret');
    expect(() => crypto.open(sealed, 'other-pk|creds')).toThrow();
    sealed[sealed.length - 1]! ^= 1;
    expect(() => crypto.open(sealed, 'pk|creds')).toThrow();
  });

  it('locally keeps the key in a file under the data dir that only its owner reads, the same on each start', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'balcao-auth-')), 'data');
    const first = localAuthDataKey(dataDir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, 'auth-key')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(localAuthDataKey(dataDir))).toEqual(Buffer.from(first));
  });

  it('in the cloud generates a KMS data key once, stores it encrypted, and has KMS decrypt it on the next start', async () => {
    const plaintext = randomBytes(32);
    const ciphertext = randomBytes(64);
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: plaintext, CiphertextBlob: ciphertext });
    kms.on(DecryptCommand).resolves({ Plaintext: plaintext });

    expect(Buffer.from(await kmsAuthDataKey(client, table, KEY_ARN))).toEqual(plaintext);
    const stored = await table.get<{ pk: string; sk: string; ciphertext: Uint8Array }>(keys.authDataKey);
    expect(Buffer.from(stored!.ciphertext)).toEqual(ciphertext);
    expect(JSON.stringify(stored)).not.toContain(plaintext.toString('base64'));

    expect(Buffer.from(await kmsAuthDataKey(client, table, KEY_ARN))).toEqual(plaintext);
    expect(kms.commandCalls(GenerateDataKeyCommand)).toHaveLength(1);
    expect(kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toEqual({ KeyId: KEY_ARN, KeySpec: 'AES_256' });
    const [decrypt] = kms.commandCalls(DecryptCommand);
    expect(kms.commandCalls(DecryptCommand)).toHaveLength(1);
    expect(decrypt!.args[0].input.KeyId).toBe(KEY_ARN);
    expect(Buffer.from(decrypt!.args[0].input.CiphertextBlob!)).toEqual(ciphertext);
  });
});
