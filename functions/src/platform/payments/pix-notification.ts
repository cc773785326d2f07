import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { formatCents, parseCents } from './br-code.js';
import type { PaymentConfirmation, WebhookOutcome } from './payment-provider.js';

/**
 * The Pix API's webhook body (Banco Central's API Pix, which Efí follows): `{ pix: [{ endToEndId, txid, valor,
 * horario, … }] }`. Both adapters speak it: the sandbox sends what a real provider sends.
 */
const PixEntry = z.object({
  endToEndId: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
  /** Absent for a Pix sent to the key without a charge: nothing of ours to pay. */
  txid: z.string().optional(),
  valor: z.string(),
  horario: z.string().datetime({ offset: true }),
});
const PixNotification = z.object({ pix: z.array(z.unknown()).optional() }).passthrough();

/** Reads an authenticated notification body into the charges' payments. */
export function readPixNotification(body: string): WebhookOutcome {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return malformed('the body is not JSON');
  }
  const notification = PixNotification.safeParse(json);
  if (!notification.success) return malformed('the body is not a Pix notification');
  const payments: PaymentConfirmation[] = [];
  for (const raw of notification.data.pix ?? []) {
    const entry = PixEntry.safeParse(raw);
    const amountCents = entry.success ? parseCents(entry.data.valor) : undefined;
    if (!entry.success || amountCents === undefined) return malformed('a pix entry lacks endToEndId, valor or horario');
    if (!entry.data.txid) continue;
    payments.push({
      txid: entry.data.txid,
      amountCents,
      paidAt: new Date(entry.data.horario).toISOString(),
      eventId: entry.data.endToEndId,
    });
  }
  return { kind: 'accepted', payments };
}

/** The notification body a provider sends for one payment of a charge to `key`. */
export function pixNotificationBody(payment: PaymentConfirmation, key: string): string {
  const { txid, eventId, amountCents, paidAt } = payment;
  return JSON.stringify({
    pix: [{ endToEndId: eventId, txid, chave: key, valor: formatCents(amountCents), horario: paidAt }],
  });
}

/** Compares secrets in constant time (hashes first, so their lengths leak nothing either). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function unauthenticated(detail: string): WebhookOutcome {
  return { kind: 'rejected', reason: 'unauthenticated', detail };
}

function malformed(detail: string): WebhookOutcome {
  return { kind: 'rejected', reason: 'malformed', detail };
}
