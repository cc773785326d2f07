import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshTable } from '../../testing/fresh-table.js';
import { manualClock } from '../clock.js';
import { newId } from '../ids.js';
import type { Table } from '../table.js';
import { hasValidCrc } from './br-code.js';
import { describePaymentsContract } from './payment-provider-contract.js';
import { PaymentProviderError } from './payment-provider.js';
import { SANDBOX_SIGNATURE_HEADER, SandboxPayments } from './sandbox-payments.js';

const clock = manualClock(new Date('2026-11-24T12:00:00Z'));
let table: Table;

beforeAll(async () => {
  table = await freshTable();
});

const sandbox = () => new SandboxPayments(table, clock, { secret: 'sandbox-secret', pixKey: 'pagamentos@balcao.dev' });
const newCharge = (amountCents = 14990) => ({ txid: newId(), amountCents, expiresInSeconds: 3600 });

describePaymentsContract('sandbox on DynamoDB Local', async () => {
  const provider = sandbox();
  return {
    provider,
    pay: (txid) => provider.simulatePayment(txid),
    forge: (request) => ({ ...request, headers: { 'content-type': 'application/json' } }),
  };
});

describe('SandboxPayments', () => {
  it('creates an active charge with a valid BR Code for its amount, key and txid', async () => {
    const input = newCharge();
    const charge = await sandbox().createCharge(input);
    expect(charge).toMatchObject({ txid: input.txid, status: 'active', amountCents: 14990 });
    expect(charge.expiresAt).toBe('2026-11-24T13:00:00.000Z');
    expect(hasValidCrc(charge.copyPaste)).toBe(true);
    expect(charge.copyPaste).toContain('0014br.gov.bcb.pix0121pagamentos@balcao.dev');
    expect(charge.copyPaste).toContain('5406149.90');
    expect(charge.copyPaste).toContain(`62290525${input.txid.slice(-25)}`);
    expect(await sandbox().readCharge(input.txid)).toEqual(charge);
  });

  it('pays a charge through a notification its own webhook verification accepts', async () => {
    const provider = sandbox();
    const { txid } = await provider.createCharge(newCharge());
    const request = await provider.simulatePayment(txid);
    const outcome = await provider.parseWebhook(request);
    expect(outcome).toEqual({
      kind: 'accepted',
      payments: [{ txid, amountCents: 14990, paidAt: '2026-11-24T12:00:00.000Z', eventId: expect.any(String) }],
    });
    const [payment] = outcome.kind === 'accepted' ? outcome.payments : [];
    expect(payment!.eventId).toMatch(/^E00000000202611241200[A-Za-z0-9]{11}$/);
    expect(await provider.readCharge(txid)).toMatchObject({ status: 'paid', payment });
  });

  it('answers a replayed payment with the same event id, so a consumer can dedupe it', async () => {
    const provider = sandbox();
    const { txid } = await provider.createCharge(newCharge());
    const [first, second] = await Promise.all([provider.simulatePayment(txid), provider.simulatePayment(txid)]);
    const third = await provider.simulatePayment(txid);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('refuses a notification whose body was changed after signing', async () => {
    const provider = sandbox();
    const { txid } = await provider.createCharge(newCharge(100));
    const request = await provider.simulatePayment(txid);
    const tampered = { ...request, body: request.body.replace('"1.00"', '"1000.00"') };
    expect(tampered.body).not.toBe(request.body);
    expect(await provider.parseWebhook(tampered)).toMatchObject({ kind: 'rejected', reason: 'unauthenticated' });
  });

  it('refuses a notification without a signature or signed with another secret', async () => {
    const { txid } = await sandbox().createCharge(newCharge());
    const request = await sandbox().simulatePayment(txid);
    const unsigned = { ...request, headers: {} };
    const other = new SandboxPayments(table, clock, { secret: 'another-secret' });
    expect(await sandbox().parseWebhook(unsigned)).toMatchObject({ kind: 'rejected', reason: 'unauthenticated' });
    expect(await other.parseWebhook(request)).toMatchObject({ kind: 'rejected', reason: 'unauthenticated' });
  });

  it('calls a correctly signed body that is not a Pix notification malformed, and acknowledges a test call', async () => {
    expect(await sandbox().parseWebhook(signed('not json'))).toMatchObject({ kind: 'rejected', reason: 'malformed' });
    const noAmount = signed('{"pix":[{"endToEndId":"E1","txid":"x","horario":"2026-11-24T12:00:00Z"}]}');
    expect(await sandbox().parseWebhook(noAmount)).toMatchObject({ kind: 'rejected', reason: 'malformed' });
    const test = signed('{"evento":"teste_webhook"}');
    expect(await sandbox().parseWebhook(test)).toEqual({ kind: 'accepted', payments: [] });
  });

  it('answers the first charge again to a retried creation, and refuses the txid for another amount', async () => {
    const input = newCharge();
    const first = await sandbox().createCharge(input);
    expect(await sandbox().createCharge(input)).toEqual(first);
    await expect(sandbox().createCharge({ ...input, amountCents: 1 })).rejects.toMatchObject({ failure: 'rejected' });
  });

  it('shows an unpaid charge past its expiry as expired and will not pay it', async () => {
    const provider = sandbox();
    const { txid } = await provider.createCharge({ ...newCharge(), expiresInSeconds: 60 });
    clock.advance(61_000);
    expect((await provider.readCharge(txid))?.status).toBe('expired');
    await expect(provider.simulatePayment(txid)).rejects.toMatchObject({ failure: 'rejected' });
  });

  it('refuses a bad txid or amount before storing anything, and knows no unknown charge', async () => {
    await expect(sandbox().createCharge({ ...newCharge(), txid: 'short' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(sandbox().createCharge(newCharge(0))).rejects.toMatchObject({ failure: 'rejected' });
    expect(await sandbox().readCharge(newId())).toBeUndefined();
    await expect(sandbox().simulatePayment(newId())).rejects.toMatchObject({ failure: 'notFound' });
  });
});

/** A request carrying `body` signed as the sandbox signs its own notifications. */
function signed(body: string) {
  const signature = `sha256=${createHmac('sha256', 'sandbox-secret').update(body).digest('hex')}`;
  return { headers: { [SANDBOX_SIGNATURE_HEADER]: signature }, body };
}
