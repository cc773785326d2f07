import { z } from 'zod';
import type { Clock } from '../clock.js';
import { formatCents, parseCents } from './br-code.js';
import { EfiClient, efiErrorText, unavailable, type EfiConfig, type EfiResponse } from './efi-client.js';
import {
  assertNewCharge,
  PaymentProviderError,
  type Charge,
  type ChargeStatus,
  type NewCharge,
  type PaymentProvider,
  type WebhookOutcome,
  type WebhookRequest,
} from './payment-provider.js';
import { assertWebhookUrlCarries } from './efi-webhook.js';
import { readPixNotification, sameSecret, unauthenticated } from './pix-notification.js';

/** An amount as the Pix API writes it ("149.90"), read as centavos. */
const Amount = z.string().transform((text, context) => {
  const cents = parseCents(text);
  if (cents === undefined) context.addIssue({ code: z.ZodIssueCode.custom, message: `not an amount: ${text}` });
  return cents ?? z.NEVER;
});

/** An immediate charge as the Pix API answers it (`PUT` and `GET /v2/cob/{txid}`), the fields read here. */
const Cob = z.object({
  txid: z.string(),
  calendario: z.object({ criacao: z.string().datetime({ offset: true }), expiracao: z.number().int() }),
  status: z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
  valor: z.object({ original: Amount }),
  loc: z.object({ id: z.number().int() }),
  pixCopiaECola: z.string().optional(),
  pix: z
    .array(z.object({ endToEndId: z.string(), valor: Amount, horario: z.string().datetime({ offset: true }) }))
    .optional(),
});
type Cob = z.output<typeof Cob>;
const LocQrCode = z.object({ qrcode: z.string() });
/** The webhook of a Pix key as the Pix API answers it (`GET /v2/webhook/{chave}`). */
const Webhook = z.object({ webhookUrl: z.string(), criacao: z.string().optional() });

/** The webhook Efí holds for the account's Pix key. */
export interface EfiWebhook {
  webhookUrl: string;
  createdAt?: string;
}

const STATUS: Record<Cob['status'], ChargeStatus> = {
  ATIVA: 'active',
  CONCLUIDA: 'paid',
  REMOVIDA_PELO_USUARIO_RECEBEDOR: 'removed',
  REMOVIDA_PELO_PSP: 'removed',
};

/**
 * The Efí (Gerencianet) provider (docs/decisions/034): immediate charges (`cob`) with the caller's txid, their
 * copia-e-cola (in the charge, or from its location's QR code), and Efí's webhook, authenticated by the secret in
 * the URL it was registered with.
 */
export class EfiPayments implements PaymentProvider {
  readonly name = 'efi';
  private readonly client: EfiClient;

  constructor(
    private readonly config: EfiConfig,
    private readonly clock: Clock,
  ) {
    this.client = new EfiClient(config, clock);
  }

  async createCharge(charge: NewCharge): Promise<Charge> {
    assertNewCharge(charge);
    const response = await this.client.call('PUT', `/v2/cob/${charge.txid}`, {
      calendario: { expiracao: charge.expiresInSeconds },
      ...(charge.payer && (charge.payer.cpf || charge.payer.cnpj) && { devedor: charge.payer }),
      valor: { original: formatCents(charge.amountCents) },
      chave: this.config.pixKey,
      ...(charge.description && { solicitacaoPagador: charge.description }),
    });
    if (response.status !== 200 && response.status !== 201) throw failure(response, `creating charge ${charge.txid}`);
    return this.toCharge(read(Cob, response, 'the new charge'));
  }

  async readCharge(txid: string): Promise<Charge | undefined> {
    const response = await this.client.call('GET', `/v2/cob/${encodeURIComponent(txid)}`);
    if (response.status === 404) return undefined;
    if (response.status !== 200) throw failure(response, `reading charge ${txid}`);
    return this.toCharge(read(Cob, response, 'the charge'));
  }

  /** Efí calls the registered URL plus `/pix`; the route hands over the secret from the path (or `?hmac=`). */
  async parseWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    const given = request.pathSecret ?? request.query?.hmac;
    if (!sameSecret(given, this.config.webhookSecret)) return unauthenticated('missing or wrong webhook secret');
    return readPixNotification(request.body);
  }

  /**
   * Registers (or replaces) the webhook of the account's Pix key, `PUT /v2/webhook/{chave}`, and reads it back.
   * `x-skip-mtls-checking: true`: API Gateway cannot demand Efí's client certificate on one route, so Efí is told
   * not to check that our endpoint does; the secret in the URL authenticates each call instead (ADR 034, 042).
   * A URL whose calls `parseWebhook` would refuse is refused before Efí is called.
   */
  async registerWebhook(webhookUrl: string): Promise<EfiWebhook> {
    assertWebhookUrlCarries(webhookUrl, this.config.webhookSecret);
    const response = await this.client.call(
      'PUT',
      this.webhookPath(),
      { webhookUrl },
      { 'x-skip-mtls-checking': 'true' },
    );
    if (response.status !== 200 && response.status !== 201) throw failure(response, 'registering the webhook');
    const stored = await this.readWebhook();
    if (stored?.webhookUrl !== webhookUrl) {
      throw new PaymentProviderError(
        'unavailable',
        `Efí answered ${response.status} but holds ${stored?.webhookUrl ?? 'no webhook'}`,
      );
    }
    return stored;
  }

  /** The webhook Efí holds for the account's Pix key (`GET /v2/webhook/{chave}`), or undefined. */
  async readWebhook(): Promise<EfiWebhook | undefined> {
    const response = await this.client.call('GET', this.webhookPath());
    if (response.status === 404) return undefined;
    if (response.status !== 200) throw failure(response, 'reading the webhook');
    const { webhookUrl, criacao } = read(Webhook, response, 'the webhook');
    return { webhookUrl, ...(criacao && { createdAt: new Date(criacao).toISOString() }) };
  }

  close(): void {
    this.client.close();
  }

  private webhookPath(): string {
    return `/v2/webhook/${encodeURIComponent(this.config.pixKey)}`;
  }

  private async toCharge(cob: Cob): Promise<Charge> {
    const createdAt = new Date(cob.calendario.criacao);
    const expiresAt = new Date(createdAt.getTime() + cob.calendario.expiracao * 1000);
    const paid = cob.pix?.[0];
    const expired = cob.status === 'ATIVA' && this.clock.now() > expiresAt;
    return {
      txid: cob.txid,
      status: expired ? 'expired' : STATUS[cob.status],
      amountCents: cob.valor.original,
      copyPaste: cob.pixCopiaECola ?? (await this.locationCode(cob.loc.id)),
      createdAt: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ...(paid && {
        payment: {
          txid: cob.txid,
          amountCents: paid.valor,
          paidAt: new Date(paid.horario).toISOString(),
          eventId: paid.endToEndId,
        },
      }),
    };
  }

  /** Older accounts get no `pixCopiaECola` in the charge: its location's QR code holds the same text. */
  private async locationCode(locationId: number): Promise<string> {
    const response = await this.client.call('GET', `/v2/loc/${locationId}/qrcode`);
    if (response.status !== 200) throw failure(response, `reading the QR code of location ${locationId}`);
    return read(LocQrCode, response, 'the QR code').qrcode;
  }
}

/** A non-success answer as the port's error: who is to blame decides the kind. */
function failure(response: EfiResponse, what: string): PaymentProviderError {
  const { status } = response;
  if (status >= 500 || status === 0) return unavailable(response, what);
  const detail = `Efí refused ${what} (${status}): ${efiErrorText(response.body)}`;
  if (status === 401 || status === 403) return new PaymentProviderError('credentials', detail, status);
  if (status === 404) return new PaymentProviderError('notFound', detail, status);
  return new PaymentProviderError('rejected', detail, status);
}

function read<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, response: EfiResponse, what: string): T {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  throw new PaymentProviderError('unavailable', `Efí sent ${what} in an unexpected shape: ${parsed.error.message}`);
}
