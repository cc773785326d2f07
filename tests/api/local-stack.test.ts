import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDynamoDbLocal, StartupError } from '../../functions/src/local/dynamodb-local.js';
import { startServer } from '../../functions/src/local/server.js';

const admin = { adminEmail: 'owner@example.com', adminPassword: 'owner-secret' };

async function login(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.adminEmail, password: admin.adminPassword }),
  });
  return { status: res.status, body: (await res.json()) as { token: string; user: { companyId: string } } };
}

function processesMentioning(text: string): number {
  const out = spawnSync('pgrep', ['-f', text], { encoding: 'utf8' }).stdout.trim();
  return out ? out.split('\n').length : 0;
}

describe('the embedded stack (npm start)', () => {
  it('seeds once, serves the web app, and keeps every change across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balcao-restart-'));
    const first = await startServer({ port: 0, dataDir, ...admin });
    const session = await login(first.url);
    expect(session.status).toBe(200);
    const created = await fetch(`${first.url}/api/queue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.body.token}` },
      body: JSON.stringify({ name: 'Suporte', color: '#0077ff', greetingMessage: 'Olá' }),
    });
    expect(created.status).toBe(201);
    const page = await fetch(`${first.url}/users`);
    expect(page.headers.get('content-type')).toContain('text/html');
    await first.stop();

    const second = await startServer({ port: 0, dataDir, ...admin, adminPassword: 'ignored-after-first-start' });
    const again = await login(second.url);
    expect(again.status).toBe(200);
    expect(again.body.user.companyId).toBe(session.body.user.companyId);
    const queues = await fetch(`${second.url}/api/queue`, { headers: { authorization: `Bearer ${again.body.token}` } });
    expect(((await queues.json()) as { name: string }[]).map((q) => q.name)).toEqual(['Suporte']);
    await second.stop();
  }, 90_000);

  it('explains in one line that the port is taken, and leaves no DynamoDB Local behind', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = mkdtempSync(join(tmpdir(), 'balcao-port-'));
    const error = await startServer({ port, dataDir, ...admin }).catch((e: unknown) => e);
    blocker.close();
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `Port ${port} is already in use: stop the other program or start with PORT=<another port>.`,
    );
    await expect.poll(() => processesMentioning(dataDir)).toBe(0);
  }, 60_000);

  it('explains in one line that Java is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const error = await startDynamoDbLocal().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(/^Java 17 or newer is required to run DynamoDB Local/);
      expect((error as Error).message).not.toContain('\n');
    } finally {
      process.env.PATH = path;
    }
  });
});
