import type { MiddlewareHandler } from 'hono';
import { VIDEO_EMBED_ORIGIN, VIDEO_THUMBNAIL_ORIGIN } from '../domain/helps/video-host.js';
import type { AppEnv } from './context.js';
import { isHttpsRequest, requestIsHttps } from './https-request.js';

/** A year; sent only on HTTPS answers, so a site still served over plain HTTP never locks itself out. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;
export const HSTS = `max-age=${HSTS_MAX_AGE_SECONDS}`;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** JSON and files the API answers are never pages: nothing in them runs, and nothing frames them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The web app's Content-Security-Policy, one text for the embedded server and CloudFront (stacks/Web.ts). Vite's
 * build has no inline script or style (index.html loads `/assets/*.js` and `*.css`), so scripts and styles come
 * from the site only; React's `style` props are set through the CSSOM, which `style-src` does not govern. `media`
 * is where signed media URLs point when that is not the site (the S3 bucket); `connect` adds the WebSocket origins.
 */
export function webContentSecurityPolicy(origins: { connect?: string[]; media?: string[] } = {}): string {
  const media = origins.media ?? [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    // The help videos' thumbnails and player (docs/decisions/035): exactly the origins the web app builds them from.
    ['img-src', "'self'", 'blob:', 'data:', ...media, VIDEO_THUMBNAIL_ORIGIN],
    ['media-src', "'self'", 'blob:', ...media],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(origins.connect ?? []), ...media],
    ['worker-src', "'self'"],
    ['frame-src', VIDEO_EMBED_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** What every answer carries; HSTS only when the browser came over HTTPS. */
function commonHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * The embedded server's page and asset answers. Its WebSocket is on the page's own host (`/ws`); it is named as
 * well as `'self'` for browsers that do not take `'self'` to cover `ws:`. A Host that is not a plain host name is
 * left out rather than written into the policy.
 */
export function withPageSecurityHeaders(request: Request, response: Response, env?: unknown): Response {
  const host = new URL(request.url).host;
  const connect = /^[a-z0-9.\-:[\]]+$/i.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  for (const [name, value] of Object.entries(commonHeaders(requestIsHttps(request, env)))) {
    response.headers.set(name, value);
  }
  response.headers.set('content-security-policy', webContentSecurityPolicy({ connect }));
  return response;
}

/** Every API answer, in the Lambda and locally; a route that set its own policy (media: `sandbox`) keeps it. */
export const apiSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // Through c.header: the node server's light responses hand out a new Headers object on each read.
  for (const [name, value] of Object.entries(commonHeaders(isHttpsRequest(c)))) c.header(name, value);
  if (!c.res.headers.has('content-security-policy')) c.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
};
