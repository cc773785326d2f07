import type { AppContext } from './context.js';

/** The values of `TRUST_PROXY` that say a TLS proxy stands in front of `npm start` (README). */
const TRUTHY = new Set(['1', 'true', 'on', 'yes']);

/** Whether `npm start` runs behind a proxy it trusts to say, in `X-Forwarded-Proto`, how the browser reached it. */
export function trustsProxy(): boolean {
  return TRUTHY.has((process.env.TRUST_PROXY ?? '').trim().toLowerCase());
}

/**
 * Whether the browser reached the site over HTTPS: the refresh cookie is then `Secure` and HSTS is sent. As with
 * the client's address (client-ip.ts), only what the platform saw is believed: API Gateway serves HTTPS only (the
 * Lambda's event has a requestContext); a TLS socket; and `X-Forwarded-Proto` only when the operator said a proxy
 * of theirs writes it (`TRUST_PROXY`), since otherwise any client could write it. That proxy sets or appends the
 * header, so its own word is the last value.
 */
export function requestIsHttps(request: Request, env: unknown): boolean {
  const platform = env as { requestContext?: unknown; incoming?: { socket?: { encrypted?: boolean } } } | undefined;
  if (platform?.requestContext) return true;
  if (platform?.incoming?.socket?.encrypted || new URL(request.url).protocol === 'https:') return true;
  if (!trustsProxy()) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
  return forwarded === 'https';
}

export function isHttpsRequest(c: AppContext): boolean {
  return requestIsHttps(c.req.raw, c.env);
}
