import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How a delivery is signed (docs/decisions/056), Stripe-style: HMAC-SHA256 under the endpoint's secret over
 * `<timestamp>.<raw body>`, the timestamp (Unix seconds) in its own header, so a receiver can refuse replays
 * older than its tolerance. The secret is the whole string shown once (`whsec_…`), used as UTF-8 bytes.
 */
export const SIGNATURE_HEADER = 'x-balcao-signature';
export const TIMESTAMP_HEADER = 'x-balcao-timestamp';
export const EVENT_HEADER = 'x-balcao-event';
export const DELIVERY_HEADER = 'x-balcao-delivery';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The signature header's value: `v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>`. */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The receiver's check, as an integrator would write it: the signature matches and the timestamp is within
 * `toleranceSeconds` of `now` (Unix seconds). Compared in constant time.
 */
export function verifyDelivery(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  now: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(timestamp)) return false;
  if (Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
