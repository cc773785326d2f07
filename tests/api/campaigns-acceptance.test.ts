import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '../../functions/src/platform/ids.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { until } from './messages-fixtures.js';

/**
 * Issue 18's acceptance run: 300 recipients on two campaigns of the embedded server (its own process, the
 * simulator as the chat network), one with confirmation, the simulator's customers answering half of those; the
 * server killed (-9) midway and started again; a cancel and a restart. At the end every valid recipient received
 * exactly one campaign message, confirmations went only to those who needed them, and the report's counts match
 * the simulator's inbox.
 */
const PER_CAMPAIGN = 150;
const ADMIN = { email: 'admin@campaigns.test', password: 'secret123' };

let ctx: TestContext;
let bundle: string;
let dataDir: string;
let webDir: string;
let child: ChildProcess | undefined;
let base = '';
let token = '';

beforeAll(async () => {
  ctx = await createTestContext();
  dataDir = mkdtempSync(join(tmpdir(), 'balcao-campaigns-'));
  webDir = mkdtempSync(join(tmpdir(), 'balcao-campaigns-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Balcão</title>');
  // Bundled from the sources where node finds the packages it imports (as tests/api/session-chaos does).
  const outdir = resolve('functions/node_modules/.cache/balcao-campaigns');
  mkdirSync(outdir, { recursive: true });
  bundle = join(outdir, `server-${newId()}.mjs`);
  const external = { bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20' } as const;
  await build({ entryPoints: ['tests/api/campaign-server-child.ts'], outfile: bundle, logLevel: 'error', ...external });
}, 120_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(bundle, { force: true });
  rmSync(webDir, { recursive: true, force: true });
});

/** Starts the server process; resolves with its URL once it listens. */
async function startChild(): Promise<string> {
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const proc = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      TABLE_NAME: ctx.deps.table.name,
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', log],
  });
  child = proc;
  return new Promise((done, fail) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) done(ready[1]!);
    });
    proc.once('exit', (code) => fail(new Error(`server exited (${code}) before it was ready`)));
  });
}

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as any) : undefined };
}

async function ok(method: string, path: string, body?: unknown) {
  const res = await api(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function connectedSimulator(name: string): Promise<string> {
  const created = await ok('POST', '/whatsapp', { name, provider: 'simulator' });
  await until(
    () => ok('GET', `/whatsapp/${created.id}`),
    (c) => c.status === 'qrcode',
    30_000,
  );
  await ok('POST', `/simulator/${created.id}/scan`, {});
  await until(
    () => ok('GET', `/whatsapp/${created.id}`),
    (c) => c.status === 'CONNECTED',
    30_000,
  );
  return created.id as string;
}

/** A contact list of PER_CAMPAIGN numbers from `base`. */
async function listOf(name: string, first: number): Promise<{ id: string; numbers: string[] }> {
  const list = await ok('POST', '/contact-lists', { name });
  const numbers = Array.from({ length: PER_CAMPAIGN }, (_, i) => String(first + i));
  for (let i = 0; i < numbers.length; i += 10) {
    await Promise.all(
      numbers
        .slice(i, i + 10)
        .map((number, j) =>
          ok('POST', '/contact-list-items', { name: `Cliente ${i + j}`, number, email: '', contactListId: list.id }),
        ),
    );
  }
  return { id: list.id as string, numbers };
}

/** What the customer `number` received from the business on the connection. */
async function inbox(connectionId: string, number: string): Promise<string[]> {
  const res = await ok('GET', `/simulator/${connectionId}/messages?number=${number}`);
  return (res.messages as { from: string; body: string }[]).filter((m) => m.from === 'business').map((m) => m.body);
}

const counts = async (id: string) => (await ok('GET', `/campaigns/${id}`)) as { status: string; counts: any };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('campaigns end to end on the embedded server (issue 18 acceptance)', () => {
  it('sends each valid recipient exactly one campaign message across a kill -9, a cancel and a restart', async () => {
    base = await startChild();
    token = (await ok('POST', '/auth/login', ADMIN)).token;
    const [plainConnection, confirmConnection] = [
      await connectedSimulator('Vendas'),
      await connectedSimulator('Suporte'),
    ];
    await ok('POST', '/campaign-settings', {
      messageInterval: 0,
      longerIntervalAfter: 0,
      greaterInterval: 0,
      variables: [],
    });
    const plainList = await listOf('Sem confirmação', 5511960000000);
    const confirmList = await listOf('Com confirmação', 5511970000000);
    const now = new Date().toISOString();
    const plain = await ok('POST', '/campaigns', {
      name: 'Oferta',
      message1: 'Oferta A para {nome}',
      message2: 'Oferta B para {nome}',
      whatsappId: plainConnection,
      contactListId: plainList.id,
      scheduledAt: now,
    });
    const confirmed = await ok('POST', '/campaigns', {
      name: 'Convite',
      message1: 'Convite para {nome}',
      confirmation: true,
      confirmationMessage1: 'Podemos enviar um convite, {nome}?',
      whatsappId: confirmConnection,
      contactListId: confirmList.id,
      scheduledAt: now,
    });
    expect([plain.status, confirmed.status]).toEqual(['EM_ANDAMENTO', 'EM_ANDAMENTO']);

    // Midway: the server dies without warning and comes back on the same data.
    await until(
      () => counts(plain.id),
      (c) => c.counts.delivered >= 40,
      120_000,
    );
    child!.kill('SIGKILL');
    await new Promise((done) => child!.once('exit', done));
    base = await startChild();

    // A cancel stops the sends within 2 s; the restart goes on with those not yet sent.
    await until(
      () => counts(plain.id),
      (c) => c.counts.delivered >= 90,
      180_000,
    );
    expect((await ok('POST', `/campaigns/${plain.id}/cancel`)).status).toBe('CANCELADA');
    await pause(2_000);
    const stopped = (await counts(plain.id)).counts.delivered;
    await pause(2_000);
    expect((await counts(plain.id)).counts.delivered).toBe(stopped);
    expect((await ok('POST', `/campaigns/${plain.id}/restart`)).status).toBe('EM_ANDAMENTO');

    // Every confirmation asked: the customers of even places answer.
    await until(
      () => counts(confirmed.id),
      (c) => c.counts.confirmationRequested === PER_CAMPAIGN,
      180_000,
    );
    const answering = confirmList.numbers.filter((_, i) => i % 2 === 0);
    for (let i = 0; i < answering.length; i += 10) {
      await Promise.all(
        answering
          .slice(i, i + 10)
          .map((number) =>
            ok('POST', `/simulator/${confirmConnection}/messages`, { number, body: 'Sim, pode enviar' }),
          ),
      );
    }

    const plainDone = await until(
      () => counts(plain.id),
      (c) => c.status === 'FINALIZADA',
      180_000,
    );
    const confirmDone = await until(
      () => counts(confirmed.id),
      (c) => c.counts.delivered === answering.length,
      180_000,
    );
    await pause(1_500);

    const plainInbox = await Promise.all(plainList.numbers.map((n) => inbox(plainConnection, n)));
    expect(plainInbox.filter((messages) => messages.length !== 1)).toEqual([]);
    expect(plainInbox.every((messages) => /^Oferta [AB] para Cliente \d+$/.test(messages[0]!))).toBe(true);
    const confirmInbox = await Promise.all(confirmList.numbers.map((n) => inbox(confirmConnection, n)));
    confirmList.numbers.forEach((number, i) => {
      const expected = [
        `Podemos enviar um convite, Cliente ${i}?`,
        ...(i % 2 === 0 ? [`Convite para Cliente ${i}`] : []),
      ];
      expect(confirmInbox[i], number).toEqual(expected);
    });

    const plainFinal = (await counts(plain.id)).counts;
    expect(plainFinal).toMatchObject({ valid: PER_CAMPAIGN, delivered: plainInbox.length, failed: 0 });
    expect(plainDone.status).toBe('FINALIZADA');
    const confirmFinal = (await counts(confirmed.id)).counts;
    expect(confirmFinal).toMatchObject({
      valid: PER_CAMPAIGN,
      confirmationRequested: confirmInbox.filter((m) => m[0]?.startsWith('Podemos')).length,
      confirmed: answering.length,
      delivered: confirmInbox.filter((m) => m.length === 2).length,
      failed: 0,
    });
    expect(confirmDone.status).toBe('EM_ANDAMENTO'); // the other half never answered
  }, 600_000);
});
