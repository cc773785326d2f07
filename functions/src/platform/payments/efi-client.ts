import { Agent, request as httpsRequest } from 'node:https';
import type { Clock } from '../clock.js';
import { PaymentProviderError } from './payment-provider.js';

/** The Efí account's settings (docs/decisions/034): where the Pix API is, its keys and its certificate. */
export interface EfiConfig {
  /** `https://pix.api.efipay.com.br` (production) or `https://pix-h.api.efipay.com.br` (homologation). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The account's Pix key that receives the charges. */
  pixKey: string;
  /** The account's certificate, sent on every call (mTLS): the .p12 Efí issues, or its PEM certificate and key. */
  certificate: { pfx: Buffer; passphrase?: string } | { cert: string | Buffer; key: string | Buffer };
  /** The secret in the webhook's registered URL: a notification must carry it. */
  webhookSecret: string;
  /** A certificate authority to trust besides the system's (a test server, an inspecting proxy). */
  ca?: string | Buffer;
  timeoutMs?: number;
}

export interface EfiResponse {
  status: number;
  body: unknown;
}

/** A token is dropped this long before Efí says it expires, so a call never starts with one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Calls the Efí Pix API over mutual TLS with an OAuth2 client-credentials token, kept until shortly before it
 * expires and fetched once for concurrent callers.
 */
export class EfiClient {
  private readonly agent: Agent;
  private token: Promise<{ value: string; until: number }> | undefined;

  constructor(
    private readonly config: EfiConfig,
    private readonly clock: Clock,
  ) {
    this.agent = new Agent({ ...config.certificate, ca: config.ca, keepAlive: true });
  }

  /** An authorised call; a 401 drops the token and tries once more with a new one. */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<EfiResponse> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const response = await this.send(method, path, { ...headers, authorization: `Bearer ${token}` }, body);
      if (response.status !== 401 || attempt > 0) return response;
      this.token = undefined;
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private async accessToken(): Promise<string> {
    const now = this.clock.now().getTime();
    const cached = this.token && (await this.token.catch(() => undefined));
    if (cached && cached.until > now) return cached.value;
    const pending = this.fetchToken(now);
    this.token = pending;
    pending.catch(() => {
      if (this.token === pending) this.token = undefined;
    });
    return (await pending).value;
  }

  private async fetchToken(now: number): Promise<{ value: string; until: number }> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const response = await this.send(
      'POST',
      '/oauth/token',
      { authorization: `Basic ${basic}` },
      { grant_type: 'client_credentials' },
    );
    const body = response.body as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (response.status === 200 && typeof body?.access_token === 'string') {
      const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
      return { value: body.access_token, until: now + seconds * 1000 - TOKEN_MARGIN_MS };
    }
    if (response.status >= 500) throw unavailable(response, 'token');
    throw new PaymentProviderError(
      'credentials',
      `Efí refused the client credentials (${response.status}): ${efiErrorText(response.body)}`,
      response.status,
    );
  }

  private send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<EfiResponse> {
    const url = new URL(path, this.config.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method,
          agent: this.agent,
          headers: { ...headers, accept: 'application/json', ...(payload && { 'content-type': 'application/json' }) },
          timeout: this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => reject(networkFailure(error)));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: parseJson(Buffer.concat(chunks).toString()) }),
          );
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`no answer within ${this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`)),
      );
      req.on('error', (error) => reject(networkFailure(error)));
      req.end(payload);
    });
  }
}

/**
 * Efí's error text in either of its shapes: `{ nome, mensagem }`, the Pix API's problem details
 * (`{ title, detail, violacoes: [{ razao, propriedade }] }`) or OAuth's `{ error, error_description }`.
 */
export function efiErrorText(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 300) || 'no details';
  const error = (body ?? {}) as Record<string, unknown>;
  const main = [error.nome ?? error.title ?? error.error, error.mensagem ?? error.detail ?? error.error_description];
  const violations = Array.isArray(error.violacoes)
    ? error.violacoes.map((v: { razao?: unknown; propriedade?: unknown }) => `${v.propriedade}: ${v.razao}`)
    : [];
  return [...main.filter((part) => typeof part === 'string'), ...violations].join(' — ') || 'no details';
}

export function unavailable(response: EfiResponse, what: string): PaymentProviderError {
  return new PaymentProviderError(
    'unavailable',
    `Efí answered ${response.status} to ${what}: ${efiErrorText(response.body)}`,
    response.status,
  );
}

function networkFailure(error: Error): PaymentProviderError {
  return new PaymentProviderError('unavailable', `Efí could not be reached: ${error.message}`);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
