import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../functions/src/local/server.js';

const admin = { email: 'headers-admin@example.com', password: 'secret123' };
let server: RunningServer;

/** A built web app of two files is enough: the headers are the server's, whatever it serves. */
function webDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  return dir;
}

function start(tableName: string) {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName,
    adminEmail: admin.email,
    adminPassword: admin.password,
    webDir: webDir(),
  });
}

beforeAll(async () => {
  server = await start(`headers-${Date.now()}`);
});

afterAll(async () => {
  await server?.stop();
});

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

function login(url: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(admin),
  });
}

/** The CSP as directive → sources. */
function csp(res: Response): Record<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the embedded server’s security headers', () => {
  it('serves the web app under a strict policy: scripts from itself only, never framed', async () => {
    // '/api-reference' only begins with '/api': the web app's, as CloudFront routes only `/api/*` to the API.
    for (const path of ['/', '/tickets', '/assets/app.js', '/api-reference']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const policy = csp(res);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('lets the page reach its WebSocket, its media and the help videos’ thumbnails and player', async () => {
    const policy = csp(await fetch(`${server.url}/`));
    const host = new URL(server.url).host;
    expect(policy['connect-src']).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    // Exactly the video host's thumbnail and player origins (docs/decisions/035), no other outside origin.
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'data:', 'https://img.youtube.com']);
    expect(policy['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('answers the API’s JSON with nosniff and a policy that lets nothing run or frame it', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/api/tickets']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(csp(res), path).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    }
  });

  it('over plain HTTP sends no HSTS and a refresh cookie without Secure, whatever a client claims', async () => {
    const res = await login(server.url, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const page = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('behind a TLS proxy it trusts (TRUST_PROXY), takes X-Forwarded-Proto: https as HTTPS', async () => {
    process.env.TRUST_PROXY = 'true';
    const res = await login(server.url, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const page = await fetch(`${server.url}/tickets`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');

    const plain = await login(server.url, { 'x-forwarded-proto': 'http' });
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('in production mode always marks the refresh cookie Secure', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const production = await start(`headers-prod-${Date.now()}`).finally(() => {
      process.env.NODE_ENV = before;
    });
    try {
      const res = await login(production.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    } finally {
      await production.stop();
    }
  });
});
