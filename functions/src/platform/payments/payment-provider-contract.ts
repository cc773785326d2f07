import { describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { hasValidCrc } from './br-code.js';
import type { PaymentProvider, WebhookRequest } from './payment-provider.js';

/** One adapter as the contract drives it. */
export interface PaymentsDriver {
  provider: PaymentProvider;
  /** Has the charge paid as that provider's world does, and answers the webhook call it then makes. */
  pay(txid: string): Promise<WebhookRequest>;
  /** The same call as someone without the provider's secret would make it. */
  forge(request: WebhookRequest): WebhookRequest;
}

/**
 * What the invoice and subscription code relies on, whichever provider serves (docs/decisions/034): run against the
 * sandbox on DynamoDB Local and against Efí's local stand-in (payments/*.test.ts).
 */
export function describePaymentsContract(name: string, open: () => Promise<PaymentsDriver>): void {
  describe(`PaymentProvider contract: ${name}`, () => {
    it('creates an active charge for the amount, with a valid copia e cola, and reads it back', async () => {
      const { provider } = await open();
      const txid = newId();
      const charge = await provider.createCharge({ txid, amountCents: 29990, expiresInSeconds: 600 });
      expect(charge).toMatchObject({ txid, status: 'active', amountCents: 29990 });
      expect(hasValidCrc(charge.copyPaste)).toBe(true);
      expect(await provider.readCharge(txid)).toEqual(charge);
    });

    it('confirms a payment through the webhook with the event id the charge then shows', async () => {
      const { provider, pay } = await open();
      const txid = newId();
      await provider.createCharge({ txid, amountCents: 29990, expiresInSeconds: 600 });
      const outcome = await provider.parseWebhook(await pay(txid));
      expect(outcome).toEqual({
        kind: 'accepted',
        payments: [{ txid, amountCents: 29990, paidAt: expect.any(String), eventId: expect.any(String) }],
      });
      const [payment] = outcome.kind === 'accepted' ? outcome.payments : [];
      expect(await provider.readCharge(txid)).toMatchObject({ status: 'paid', payment });
    });

    it('gives a replayed notification the same event id', async () => {
      const { provider, pay } = await open();
      const txid = newId();
      await provider.createCharge({ txid, amountCents: 100, expiresInSeconds: 600 });
      const request = await pay(txid);
      const [first, again] = await Promise.all([provider.parseWebhook(request), provider.parseWebhook(request)]);
      expect(again).toEqual(first);
    });

    it('believes no notification made without its secret', async () => {
      const { provider, pay, forge } = await open();
      const txid = newId();
      await provider.createCharge({ txid, amountCents: 100, expiresInSeconds: 600 });
      const outcome = await provider.parseWebhook(forge(await pay(txid)));
      expect(outcome).toMatchObject({ kind: 'rejected', reason: 'unauthenticated' });
    });

    it('knows no charge it never created', async () => {
      const { provider } = await open();
      expect(await provider.readCharge(newId())).toBeUndefined();
    });
  });
}
