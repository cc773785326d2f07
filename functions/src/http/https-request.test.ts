import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestIsHttps } from './https-request.js';

const request = (headers: Record<string, string> = {}, url = 'http://localhost:3000/api/auth/login') =>
  new Request(url, { headers });
/** What @hono/node-server hands the app beside the request: the socket it came on. */
const socket = (encrypted: boolean) => ({ incoming: { socket: { encrypted } } });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('requestIsHttps', () => {
  it('takes every Lambda request as HTTPS: API Gateway serves nothing else', () => {
    expect(requestIsHttps(request(), { requestContext: { http: { sourceIp: '1.2.3.4' } } })).toBe(true);
  });

  it('takes a TLS socket or an https URL as HTTPS, a plain socket as not', () => {
    expect(requestIsHttps(request(), socket(true))).toBe(true);
    expect(requestIsHttps(request({}, 'https://balcao.example/'), socket(false))).toBe(true);
    expect(requestIsHttps(request(), socket(false))).toBe(false);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY says a proxy of the operator writes it', () => {
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'https' }), socket(false))).toBe(false);
    vi.stubEnv('TRUST_PROXY', 'false');
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'https' }), socket(false))).toBe(false);
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'https' }), socket(false))).toBe(true);
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'HTTP' }), socket(false))).toBe(false);
  });

  it('believes the trusted proxy’s own value, the last one, over what the client wrote before it', () => {
    vi.stubEnv('TRUST_PROXY', '1');
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'https, http' }), socket(false))).toBe(false);
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'http, https' }), socket(false))).toBe(true);
  });
});
