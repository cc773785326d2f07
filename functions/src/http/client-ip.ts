import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { AppContext } from './context.js';
import { trustsProxy } from './https-request.js';

/** What clientIp answers when the platform saw no address (only requests made in-process, as tests do). */
export const UNKNOWN_CLIENT = 'unknown';

/** The header the web distribution adds to every `/api` request it forwards (stacks/Web.ts). */
export const EDGE_SECRET_HEADER = 'x-origin-verify';

/**
 * The caller's address. Only what the platform itself saw is trusted: API Gateway's sourceIp in the cloud, the
 * socket's address locally. `X-Forwarded-For` never is: a client can write anything there.
 *
 * Behind CloudFront, sourceIp is an edge location, shared by everyone near it, so the login rate limit would count
 * places instead of people. CloudFront writes the viewer's own address in `CloudFront-Viewer-Address`, but the
 * API's execute-api URL is public: a caller going around the distribution could write that header too. So it is
 * read only when the request carries the distribution's secret origin header (`EDGE_ORIGIN_SECRET`, which
 * CloudFront sets over any value a viewer sends); otherwise, and when it does not parse, sourceIp as before.
 *
 * `npm start` behind the operator's own TLS proxy (`TRUST_PROXY`, as for HTTPS in https-request.ts) sees only the
 * proxy's socket, so there the last `X-Forwarded-For` value, the one that proxy appended, is the client.
 */
export function clientIp(c: AppContext): string {
  const env = c.env as
    | { requestContext?: { http?: { sourceIp?: string } }; incoming?: { socket?: { remoteAddress?: string } } }
    | undefined;
  const viewer = cameThroughDistribution(c) ? viewerAddress(c.req.header('cloudfront-viewer-address')) : undefined;
  if (viewer) return viewer;
  if (env?.requestContext) return env.requestContext.http?.sourceIp ?? UNKNOWN_CLIENT;
  return forwardedByOwnProxy(c) ?? env?.incoming?.socket?.remoteAddress ?? UNKNOWN_CLIENT;
}

function forwardedByOwnProxy(c: AppContext): string | undefined {
  if (!trustsProxy()) return undefined;
  const last = c.req.header('x-forwarded-for')?.split(',').pop()?.trim() ?? '';
  return isIP(last) ? last : undefined;
}

function cameThroughDistribution(c: AppContext): boolean {
  const secret = process.env.EDGE_ORIGIN_SECRET;
  const given = c.req.header(EDGE_SECRET_HEADER);
  if (!secret || !given) return false;
  // Compared as digests, so the comparison takes the same time whatever the length of the guess.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(secret), digest(given));
}

/**
 * The address in a `CloudFront-Viewer-Address` value, which is `address:port`: `198.51.100.10:46532`, and for IPv6
 * the address unbracketed with the port after its last colon (`2001:db8::1:46532`); the bracketed form
 * (`[2001:db8::1]:46532`) is read too. Anything else is undefined, so the caller falls back.
 */
export function viewerAddress(header: string | undefined): string | undefined {
  const value = header?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(value);
  const colon = value.lastIndexOf(':');
  const [address, port] = bracketed ? [bracketed[1]!, bracketed[2]!] : [value.slice(0, colon), value.slice(colon + 1)];
  if (colon < 0 || !/^\d{1,5}$/.test(port) || Number(port) > 65_535) return undefined;
  const version = isIP(address);
  // An IPv4 address is never bracketed, and an IPv6 one always has colons of its own.
  if (version === 4 && !bracketed) return address;
  if (version === 6) return address;
  return undefined;
}
