import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signDelivery, verifyDelivery } from './signature.js';

describe('webhook signatures (docs/decisions/056)', () => {
  const secret = 'whsec_test';
  const body = JSON.stringify({ id: '1', event: 'message.created' });

  it('is HMAC-SHA256 over "<timestamp>.<body>", hex, after "v1="', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signDelivery(secret, 1700000000, body)).toBe(`v1=${expected}`);
  });

  it('verifies its own signature within the tolerance and refuses a changed body, secret or an old timestamp', () => {
    const signature = signDelivery(secret, 1000, body);
    expect(verifyDelivery(secret, { signature, timestamp: '1000' }, body, 1100)).toBe(true);
    expect(verifyDelivery(secret, { signature, timestamp: '1000' }, `${body} `, 1100)).toBe(false);
    expect(verifyDelivery('whsec_other', { signature, timestamp: '1000' }, body, 1100)).toBe(false);
    expect(verifyDelivery(secret, { signature, timestamp: '1000' }, body, 1000 + 301)).toBe(false);
    expect(verifyDelivery(secret, { signature, timestamp: '1001' }, body, 1100)).toBe(false);
    expect(verifyDelivery(secret, { signature: undefined, timestamp: '1000' }, body, 1100)).toBe(false);
  });

  it('makes a new 32-byte secret each time', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
