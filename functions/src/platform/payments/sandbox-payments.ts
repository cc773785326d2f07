import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import { keys } from '../keys.js';
import { isConditionFailure, type Table } from '../table.js';
import { encodeBrCode } from './br-code.js';
import {
  assertNewCharge,
  PaymentProviderError,
  type Charge,
  type NewCharge,
  type PaymentConfirmation,
  type PaymentProvider,
  type WebhookOutcome,
  type WebhookRequest,
} from './payment-provider.js';
import { pixNotificationBody, readPixNotification, sameSecret, unauthenticated } from './pix-notification.js';

export interface SandboxOptions {
  /** Signs the notifications: only whoever holds it can make one the webhook accepts. */
  secret: string;
  /** The receiver in the codes: a real key makes them payable for real, so the default is no one's. */
  pixKey?: string;
  merchantName?: string;
  merchantCity?: string;
}

/** The header carrying `sha256=<hex HMAC of the body>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Charges stay in the table this long after they expire (TTL), for a late look at what happened. */
const KEEP_AFTER_EXPIRY_S = 90 * 24 * 3600;
/** The ISPB in the end-to-end ids the sandbox makes up: no institution has it. */
const SANDBOX_ISPB = '00000000';

interface ChargeItem {
  pk: string;
  sk: string;
  txid: string;
  amountCents: number;
  copyPaste: string;
  createdAt: string;
  dueAt: string;
  status: 'active' | 'paid';
  payment?: PaymentConfirmation;
}

/**
 * The sandbox provider (docs/decisions/034): real BR Codes for the charges, kept in the table, and a "pay" that
 * answers the signed notification a provider would send — so the webhook route verifies it like any other.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly pixKey: string;
  private readonly merchantName: string;
  private readonly merchantCity: string;

  constructor(
    private readonly table: Table,
    private readonly clock: Clock,
    private readonly options: SandboxOptions,
  ) {
    this.pixKey = options.pixKey ?? 'sandbox@balcao.invalid';
    this.merchantName = options.merchantName ?? 'Balcao Sandbox';
    this.merchantCity = options.merchantCity ?? 'Sao Paulo';
  }

  async createCharge(charge: NewCharge): Promise<Charge> {
    assertNewCharge(charge);
    const now = this.clock.now();
    const due = new Date(now.getTime() + charge.expiresInSeconds * 1000);
    const item: ChargeItem = {
      ...keys.sandboxCharge(charge.txid),
      txid: charge.txid,
      amountCents: charge.amountCents,
      copyPaste: this.brCode(charge),
      createdAt: now.toISOString(),
      dueAt: due.toISOString(),
      status: 'active',
    };
    const expiresAt = Math.ceil(due.getTime() / 1000) + KEEP_AFTER_EXPIRY_S;
    try {
      await this.table.put({ ...item, expiresAt }, { ConditionExpression: 'attribute_not_exists(pk)' });
      return this.toCharge(item);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    // A retry of the same creation answers the charge made the first time.
    const existing = await this.table.get<ChargeItem>(keys.sandboxCharge(charge.txid));
    if (existing?.amountCents === charge.amountCents) return this.toCharge(existing);
    throw new PaymentProviderError('rejected', `txid ${charge.txid} is already used by another charge`, 409);
  }

  async readCharge(txid: string): Promise<Charge | undefined> {
    const item = await this.table.get<ChargeItem>(keys.sandboxCharge(txid));
    return item && this.toCharge(item);
  }

  async parseWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    if (!sameSecret(request.headers[SANDBOX_SIGNATURE_HEADER], this.signature(request.body))) {
      return unauthenticated(`missing or wrong ${SANDBOX_SIGNATURE_HEADER}`);
    }
    return readPixNotification(request.body);
  }

  async simulatePayment(txid: string): Promise<WebhookRequest> {
    const item = await this.table.get<ChargeItem>(keys.sandboxCharge(txid));
    if (!item) throw new PaymentProviderError('notFound', `No sandbox charge ${txid}`, 404);
    if (item.payment) return this.notification(item.payment);
    const now = this.clock.now();
    if (now.getTime() > Date.parse(item.dueAt)) throw new PaymentProviderError('rejected', `Charge ${txid} expired`);
    const payment: PaymentConfirmation = {
      txid,
      amountCents: item.amountCents,
      paidAt: now.toISOString(),
      eventId: endToEndId(now),
    };
    try {
      await this.table.update(keys.sandboxCharge(txid), {
        UpdateExpression: 'SET #status = :paid, payment = :payment',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':paid': 'paid', ':active': 'active', ':payment': payment },
      });
      return this.notification(payment);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Paid by a simultaneous call: answer its payment, the one the charge keeps.
      return this.simulatePayment(txid);
    }
  }

  private notification(payment: PaymentConfirmation): WebhookRequest {
    const body = pixNotificationBody(payment, this.pixKey);
    return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.signature(body) }, body };
  }

  private signature(body: string): string {
    return `sha256=${createHmac('sha256', this.options.secret).update(body).digest('hex')}`;
  }

  /** Field 62-05 holds 25 characters: a ULID txid keeps all but its first, which stays 0 until the year 10889. */
  private brCode(charge: NewCharge): string {
    return encodeBrCode({
      key: this.pixKey,
      amountCents: charge.amountCents,
      merchantName: this.merchantName,
      merchantCity: this.merchantCity,
      txid: charge.txid.slice(-25),
      initiation: 'single-use',
    });
  }

  private toCharge(item: ChargeItem): Charge {
    const expired = item.status === 'active' && this.clock.now().getTime() > Date.parse(item.dueAt);
    return {
      txid: item.txid,
      status: expired ? 'expired' : item.status,
      amountCents: item.amountCents,
      copyPaste: item.copyPaste,
      createdAt: item.createdAt,
      expiresAt: item.dueAt,
      ...(item.payment && { payment: item.payment }),
    };
  }
}

/** A Pix end-to-end id's shape: E, the payer's ISPB, yyyyMMddHHmm (UTC), 11 letters and digits. */
function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  const tail = randomBytes(16)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 11)
    .padEnd(11, '0');
  return `E${SANDBOX_ISPB}${stamp}${tail}`;
}
