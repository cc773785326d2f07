import type { AppContext } from './context.js';

/**
 * The caller's address as the platform saw it: API Gateway's sourceIp in the cloud, the socket's address
 * locally. `X-Forwarded-For` is not trusted: a client can write anything there.
 */
export function clientIp(c: AppContext): string {
  const env = c.env as
    | { requestContext?: { http?: { sourceIp?: string } }; incoming?: { socket?: { remoteAddress?: string } } }
    | undefined;
  return env?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
