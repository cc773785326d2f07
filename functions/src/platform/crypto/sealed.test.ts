import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataKeyFrom, isSealed, seal, SealedError, unseal } from './sealed.js';

const key = randomBytes(32);

describe('sealed values', () => {
  it('opens what it sealed, and never holds the plain text', () => {
    const envelope = seal(key, 'sk-secret-ção-1234');
    expect(envelope).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(envelope).not.toContain('secret');
    expect(isSealed(envelope)).toBe(true);
    expect(unseal(key, envelope)).toBe('sk-secret-ção-1234');
    expect(unseal(key, seal(key, ''))).toBe('');
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    expect(seal(key, 'same')).not.toBe(seal(key, 'same'));
  });

  it('refuses a changed envelope', () => {
    const [version, iv, body, tag] = seal(key, 'sk-secret').split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => unseal(key, [version, iv, flipped.toString('base64url'), tag].join('.'))).toThrow(SealedError);
    expect(() => unseal(key, ['v2', iv, body, tag].join('.'))).toThrow(SealedError);
    expect(() => unseal(key, 'sk-plain-key')).toThrow(SealedError);
  });

  it('refuses another key', () => {
    expect(() => unseal(randomBytes(32), seal(key, 'sk-secret'))).toThrow(SealedError);
    expect(() => seal(randomBytes(16), 'x')).toThrow(SealedError);
  });

  it('takes the operator data key, or derives one apart from the token secret', () => {
    const given = randomBytes(32);
    expect(Buffer.from(dataKeyFrom({ dataKey: given.toString('base64'), fallbackSecret: key }))).toEqual(given);
    expect(() => dataKeyFrom({ dataKey: 'c2hvcnQ=', fallbackSecret: key })).toThrow(/32 bytes/);
    const derived = dataKeyFrom({ fallbackSecret: key });
    expect(derived).toHaveLength(32);
    expect(Buffer.from(derived).equals(key)).toBe(false);
    expect(dataKeyFrom({ fallbackSecret: key })).toEqual(derived);
  });
});
