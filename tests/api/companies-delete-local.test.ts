import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startServer, type RunningServer } from '../../functions/src/local/server.js';
import { newId } from '../../functions/src/platform/ids.js';
import { keys } from '../../functions/src/platform/keys.js';

/** The first admin of `npm start` is the platform's super user (functions/src/local/seed.ts). */
const admin = { email: 'delete-local@example.com', password: 'secret123' };
let server: RunningServer;

function webDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  return dir;
}

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: `test-delete-local-${newId()}`,
    adminEmail: admin.email,
    adminPassword: admin.password,
    webDir: webDir(),
  });
});

afterAll(async () => {
  await server?.stop();
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('company deletion under npm start', () => {
  it('runs the deletion job in the embedded server until the company is gone', async () => {
    const root = (await call('POST', '/auth/login', undefined, admin)).body.token as string;
    const plan = await call('POST', '/plans', root, { name: 'Local' });
    const company = await call('POST', '/companies', root, {
      name: 'Loja Local',
      email: 'loja-local@example.com',
      password: 'segredo1',
      planId: plan.body.id,
    });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const id = company.body.id as string;

    expect((await call('DELETE', `/companies/${id}`, root)).status).toBe(202);
    const deadline = Date.now() + 30_000;
    while ((await server.deps.table.get(keys.company(id))) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await server.deps.table.get(keys.company(id))).toBeUndefined();
    expect(await server.deps.table.get(keys.companyDeletion(id))).toBeUndefined();
    expect(await server.deps.table.get(keys.email('loja-local@example.com'))).toBeUndefined();
  }, 60_000);
});
