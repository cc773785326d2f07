/**
 * The PaymentProvider port (docs/decisions/034): Pix charges and the notifications that they were paid.
 * Implementations: `sandbox` (no network, the default under `npm start`, like the chat simulator) and `efi`
 * (Efí / Gerencianet Pix API). The invoice and subscription code sees only this interface.
 */

/** `none`: no provider (charges fail `unavailable`, the webhook believes nothing); what a cloud stage runs unless told. */
export const PAYMENT_PROVIDERS = ['sandbox', 'efi', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A charge's id, chosen by the caller (the Pix API's `txid` of an immediate charge): 26 to 35 letters and digits.
 * A ULID (`newId()`) fits; a new charge for the same invoice needs a new txid.
 */
export const TXID = /^[A-Za-z0-9]{26,35}$/;

export interface NewCharge {
  txid: string;
  /** Amount in centavos (BRL). */
  amountCents: number;
  /** Seconds from creation until the charge can no longer be paid. */
  expiresInSeconds: number;
  /** Shown to the payer by their bank (the Pix API's `solicitacaoPagador`), up to 140 characters. */
  description?: string;
  /** Who is expected to pay; a provider may show the name and check the document. */
  payer?: { name: string; cpf?: string; cnpj?: string };
}

/** `active` can be paid; `paid` was; `expired` passed its expiry unpaid; `removed` was cancelled at the provider. */
export type ChargeStatus = 'active' | 'paid' | 'expired' | 'removed';

export interface Charge {
  txid: string;
  status: ChargeStatus;
  amountCents: number;
  /** The Pix "copia e cola" text (an EMV BR Code); the QR code shows the same text. */
  copyPaste: string;
  /** ISO times. */
  createdAt: string;
  expiresAt: string;
  /** Present once paid. */
  payment?: PaymentConfirmation;
}

/** One payment of a charge as the provider confirmed it. */
export interface PaymentConfirmation {
  txid: string;
  /** What was paid, in centavos: compare with the charge's amount before honouring it. */
  amountCents: number;
  /** ISO time of the payment. */
  paidAt: string;
  /**
   * The provider's id of this payment (the Pix end-to-end id). A replayed notification carries the same id, so a
   * consumer dedupes on it.
   */
  eventId: string;
}

/** A webhook call as the HTTP route received it, untouched: signatures cover the exact body. */
export interface WebhookRequest {
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** The raw body text. */
  body: string;
  /** The secret segment of the webhook's path, when the route has one (`/payments/webhook/{secret}`). */
  pathSecret?: string;
  /** Query string values, when the provider authenticates through one. */
  query?: Record<string, string | undefined>;
}

/**
 * What a webhook call means. `accepted` with no payments is a call to acknowledge and ignore (a provider's test
 * call, a Pix received without a charge). `rejected` must not change anything: answer 401 when `unauthenticated`,
 * 400 when `malformed`.
 */
export type WebhookOutcome =
  | { kind: 'accepted'; payments: PaymentConfirmation[] }
  | { kind: 'rejected'; reason: 'unauthenticated' | 'malformed'; detail: string };

export interface PaymentProvider {
  /** `none`: no provider is configured, every charge fails (payments-from-env.ts). */
  readonly name: PaymentProviderName | 'none';
  /** Creates the charge at the provider; fails with a PaymentProviderError. */
  createCharge(charge: NewCharge): Promise<Charge>;
  /** The charge as the provider knows it now; undefined when it has none with this txid. */
  readCharge(txid: string): Promise<Charge | undefined>;
  /** Authenticates a webhook call and reads the payments it confirms. Never throws for a bad request. */
  parseWebhook(request: WebhookRequest): Promise<WebhookOutcome>;
  /**
   * Sandbox only: pays an active charge and answers the webhook call a provider would make for it, to be handed to
   * the same webhook route. Paying a paid charge answers the same call again (same event id).
   */
  simulatePayment?(txid: string): Promise<WebhookRequest>;
}

/**
 * Why a provider call failed: `credentials` (the account's keys or certificate were refused), `rejected` (the
 * provider refused this request: a validation error, a txid already used, a charge that cannot be paid),
 * `notFound`, `unavailable` (network, timeout, 5xx: worth retrying later).
 */
export type PaymentFailure = 'credentials' | 'rejected' | 'notFound' | 'unavailable';

export class PaymentProviderError extends Error {
  constructor(
    readonly failure: PaymentFailure,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Throws `rejected` for a charge the Pix API would refuse, before any provider call. */
export function assertNewCharge(charge: NewCharge): void {
  if (!TXID.test(charge.txid)) {
    throw new PaymentProviderError('rejected', `txid must be 26 to 35 letters and digits, got ${charge.txid}`);
  }
  if (!Number.isSafeInteger(charge.amountCents) || charge.amountCents <= 0) {
    throw new PaymentProviderError('rejected', `amountCents must be a positive integer, got ${charge.amountCents}`);
  }
  if (!Number.isSafeInteger(charge.expiresInSeconds) || charge.expiresInSeconds <= 0) {
    throw new PaymentProviderError('rejected', `expiresInSeconds must be a positive integer`);
  }
  if (charge.description !== undefined && charge.description.length > 140) {
    throw new PaymentProviderError('rejected', 'description holds at most 140 characters');
  }
}

/** No provider chosen (payments-from-env.ts), or a process that takes no payments (the session host): charges fail as unavailable, no webhook call is believed. */
export function noPayments(): PaymentProvider {
  const missing = () =>
    Promise.reject(
      new PaymentProviderError('unavailable', 'No payment provider: set PAYMENTS_PROVIDER (sandbox or efi).'),
    );
  return {
    name: 'none',
    createCharge: missing,
    readCharge: missing,
    parseWebhook: async () => ({ kind: 'rejected', reason: 'unauthenticated', detail: 'no payment provider is set' }),
  };
}
