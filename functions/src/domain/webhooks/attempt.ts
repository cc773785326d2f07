import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signDelivery, TIMESTAMP_HEADER } from './signature.js';

/** How long an endpoint has to answer one attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface AttemptResult {
  /** The endpoint's status, or null when none came. */
  status: number | null;
  durationMs: number;
  /** Worth another attempt: no answer, 5xx or 429. */
  retryable: boolean;
  /** Seconds the endpoint asked to wait (429/503 Retry-After in seconds), if any. */
  retryAfterSeconds?: number;
  error?: string;
}

/**
 * One POST of a delivery's body, signed with a fresh timestamp; redirects are not followed (a 3xx is a failure),
 * the answer's body is never read beyond draining it, and nothing but the status is kept.
 */
export async function attemptDelivery(input: {
  url: string;
  secret: string;
  body: string;
  event: string;
  deliveryId: string;
  nowSeconds: number;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(input.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(input.timeoutMs ?? DELIVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Balcao-Webhooks/1',
        [EVENT_HEADER]: input.event,
        [DELIVERY_HEADER]: input.deliveryId,
        [TIMESTAMP_HEADER]: String(input.nowSeconds),
        [SIGNATURE_HEADER]: signDelivery(input.secret, input.nowSeconds, input.body),
      },
      body: input.body,
    });
    await response.body?.cancel().catch(() => undefined);
    const { status } = response;
    const ok = status >= 200 && status < 300;
    const retryable = status === 429 || status >= 500;
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      status,
      durationMs: duration(),
      retryable,
      ...(retryable && Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
      ...(!ok && { error: `HTTP ${status}` }),
    };
  } catch (error) {
    const name = (error as { name?: string }).name;
    const message =
      name === 'TimeoutError' ? `Timeout after ${input.timeoutMs ?? DELIVERY_TIMEOUT_MS} ms` : causeOf(error);
    return { status: null, durationMs: duration(), retryable: true, error: message.slice(0, 300) };
  }
}

/** fetch's "fetch failed" hides the reason (ECONNREFUSED, ENOTFOUND) in its cause. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}
