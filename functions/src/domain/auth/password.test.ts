import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('balcao-admin');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('balcao-admin');
    expect(await verifyPassword('balcao-admin', hash)).toBe(true);
    expect(await verifyPassword('balcao-admiN', hash)).toBe(false);
  });

  it('salts each hash, so equal passwords store differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
