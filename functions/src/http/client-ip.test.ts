import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientIp, EDGE_SECRET_HEADER, viewerAddress } from './client-ip.js';
import type { AppEnv } from './context.js';

const EDGE_SECRET = 'a-secret-only-the-distribution-sends';
const app = new Hono<AppEnv>().get('/ip', (c) => c.text(clientIp(c)));
/** A request as API Gateway hands it to the Lambda: its sourceIp is whoever opened the connection. */
const lambdaEvent = { requestContext: { http: { sourceIp: '130.176.0.1' } } };
const ipOf = async (headers: Record<string, string>) =>
  (await app.request('/ip', { headers }, lambdaEvent as never)).text();

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('client ip from CloudFront-Viewer-Address', () => {
  it.each([
    ['203.0.113.7:46532', '203.0.113.7'],
    ['2001:db8:85a3::8a2e:370:7334:443', '2001:db8:85a3::8a2e:370:7334'],
    ['2001:db8::1:51000', '2001:db8::1'],
    ['[2001:db8::1]:51000', '2001:db8::1'],
    ['::ffff:198.51.100.4:8080', '::ffff:198.51.100.4'],
    [' 198.51.100.10:1 ', '198.51.100.10'],
  ])('reads %j as %j', (header, ip) => {
    expect(viewerAddress(header)).toBe(ip);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no port', '203.0.113.7'],
    ['bare IPv6 with no port', '2001:db8::'],
    ['a port out of range', '203.0.113.7:65536'],
    ['a port that is not a number', '203.0.113.7:https'],
    ['not an address', 'example.com:443'],
    ['an IPv4 address in brackets', '[203.0.113.7]:443'],
    ['two addresses', '203.0.113.7:443, 198.51.100.1:443'],
    ['a bracket left open', '[2001:db8::1:443'],
  ])('refuses a header that is %s', (_case, header) => {
    expect(viewerAddress(header)).toBeUndefined();
  });

  it('uses the viewer address when the request came through the distribution', async () => {
    vi.stubEnv('EDGE_ORIGIN_SECRET', EDGE_SECRET);
    const headers = { 'cloudfront-viewer-address': '203.0.113.7:46532', [EDGE_SECRET_HEADER]: EDGE_SECRET };
    expect(await ipOf(headers)).toBe('203.0.113.7');
  });

  it('falls back to the address API Gateway saw when the viewer address is malformed', async () => {
    vi.stubEnv('EDGE_ORIGIN_SECRET', EDGE_SECRET);
    const headers = { 'cloudfront-viewer-address': 'nonsense', [EDGE_SECRET_HEADER]: EDGE_SECRET };
    expect(await ipOf(headers)).toBe('130.176.0.1');
  });

  it('ignores the header from a caller that went around the distribution', async () => {
    vi.stubEnv('EDGE_ORIGIN_SECRET', EDGE_SECRET);
    expect(await ipOf({ 'cloudfront-viewer-address': '203.0.113.7:46532' })).toBe('130.176.0.1');
    const guessed = { 'cloudfront-viewer-address': '203.0.113.7:46532', [EDGE_SECRET_HEADER]: 'a-guess' };
    expect(await ipOf(guessed)).toBe('130.176.0.1');
  });

  it('ignores the header where no distribution stands in front (npm start, or a stage without the secret)', async () => {
    const headers = { 'cloudfront-viewer-address': '203.0.113.7:46532', [EDGE_SECRET_HEADER]: '' };
    expect(await ipOf(headers)).toBe('130.176.0.1');
  });

  it('never trusts X-Forwarded-For', async () => {
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.7' })).toBe('130.176.0.1');
  });
});

describe('client ip behind the operator’s own proxy (npm start with TRUST_PROXY)', () => {
  /** A request as the embedded server hands it to the app: the socket is the proxy's. */
  const socketEnv = { incoming: { socket: { remoteAddress: '10.0.0.2' } } };
  const ipBehindProxy = async (headers: Record<string, string>) =>
    (await app.request('/ip', { headers }, socketEnv as never)).text();

  it('reads the address the proxy appended last, so the login limit counts people, not the proxy', async () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(await ipBehindProxy({ 'x-forwarded-for': '198.51.100.9' })).toBe('198.51.100.9');
    // What a client wrote itself comes first; the proxy's own word is the last value.
    expect(await ipBehindProxy({ 'x-forwarded-for': '1.2.3.4, 198.51.100.9' })).toBe('198.51.100.9');
  });

  it('keeps the socket’s address when the header is missing or not an address', async () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(await ipBehindProxy({})).toBe('10.0.0.2');
    expect(await ipBehindProxy({ 'x-forwarded-for': 'nonsense' })).toBe('10.0.0.2');
  });

  it('never reads the header without TRUST_PROXY, nor in the Lambda', async () => {
    expect(await ipBehindProxy({ 'x-forwarded-for': '198.51.100.9' })).toBe('10.0.0.2');
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(await ipOf({ 'x-forwarded-for': '198.51.100.9' })).toBe('130.176.0.1');
  });
});
