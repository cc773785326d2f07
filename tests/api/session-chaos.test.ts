import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findContactIdByNumber } from '../../functions/src/domain/contacts/repo.js';
import { createInboundConsumer } from '../../functions/src/domain/inbound/consumer.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { newId } from '../../functions/src/platform/ids.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures } from '../../functions/src/testing/sessions.js';
import { conversationFixtures, until } from './messages-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

/**
 * Issue 12's chaos run: two session-host processes on one table, the simulator as the chat network, customers
 * writing and agents answering while hosts are killed (-9) and restarted at random. Every customer message the
 * API acknowledged must be stored exactly once; every agent message delivered or marked failed, none left at
 * ack 0. CHAOS_MESSAGES (each way) and CHAOS_SECONDS scale it; the defaults keep `npm test` to a few minutes.
 */
const MESSAGES = Number(process.env.CHAOS_MESSAGES ?? 60);
const CHAOS_SECONDS = Number(process.env.CHAOS_SECONDS ?? 30);
const SENDERS = 4;
/** The seeded plan allows 5 connections; each sends about one message a second (the pacer). */
const CONNECTIONS = Math.min(5, Math.max(2, Math.ceil(MESSAGES / 100)));
/** Long enough for the queued sends to leave at the pacer's rate. */
const SETTLE_MS = Math.max(150_000, (MESSAGES / CONNECTIONS) * 1_500);
const CUSTOMERS = ['5511900000001', '5511900000002'];
const HOST_IDS = ['chaos-a', 'chaos-b'];

let ctx: TestContext;
let bundle: string;
let dataDir: string;
const hosts = new Map<string, ChildProcess>();
let inbound: { stop(): Promise<void> } | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  dataDir = mkdtempSync(join(tmpdir(), 'balcao-chaos-'));
  // Bundled fresh from the sources (as `npm run build -w session-host` does), where node finds the packages
  // the host imports: functions/ sees every one of them (session-host/build.mjs resolves them there too).
  const outdir = resolve('functions/node_modules/.cache/balcao-chaos');
  mkdirSync(outdir, { recursive: true });
  bundle = join(outdir, `main-${newId()}.mjs`);
  const external = { bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20' } as const;
  await build({ entryPoints: ['session-host/src/main.ts'], outfile: bundle, logLevel: 'error', ...external });
}, 120_000);

afterAll(async () => {
  for (const child of hosts.values()) child.kill('SIGKILL');
  await inbound?.stop();
  rmSync(bundle, { force: true });
});

function startHost(hostId: string): void {
  const logFile = openSync(join(dataDir, `${hostId}.log`), 'a');
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      TABLE_NAME: ctx.deps.table.name,
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      DATA_DIR: dataDir,
      SIMULATOR: 'on',
      HOST_ID: hostId,
      LOG_LEVEL: 'info',
      SEND_WAIT_LIMIT_SECONDS: '90',
    },
    stdio: ['ignore', logFile, logFile],
  });
  hosts.set(hostId, child);
}

function killHost(hostId: string): void {
  hosts.get(hostId)?.kill('SIGKILL');
  hosts.delete(hostId);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Kills a random host (now and then both) and restarts it under its id, while `going()` holds. */
async function killAtRandom(going: () => boolean): Promise<number> {
  let kills = 0;
  while (going()) {
    await sleep(2_000 + Math.random() * 3_000);
    if (!going()) break;
    const victims = Math.random() < 0.2 ? HOST_IDS : [pick(HOST_IDS)];
    for (const hostId of victims) killHost(hostId);
    kills += victims.length;
    await sleep(500 + Math.random() * 2_500);
    for (const hostId of victims) startHost(hostId);
  }
  return kills;
}

type Stored = { body: string; fromMe: boolean; ack: number; sendError?: string };

describe('sessions under chaos', () => {
  it(
    'stores every acknowledged customer message once and delivers or fails every agent message',
    async () => {
      const sim = simulatorFixtures(ctx);
      const fx = conversationFixtures(ctx);
      const tickets = ticketFixtures(ctx);
      for (const hostId of HOST_IDS) startHost(hostId);
      inbound = (ctx.jobs as TableJobQueue).consume('inbound', createInboundConsumer(createIngest(ctx.deps)));
      const company = await ctx.seedCompany();
      const token = company.admin.token;
      // The pacer lets a connection send about one message a second: more messages, more connections.
      const connections: string[] = [];
      for (let i = 0; i < CONNECTIONS; i++) connections.push((await sim.connectedSimulator(token)).id);
      // Every customer opens a conversation, which an agent accepts.
      const chats: { connectionId: string; number: string; ticketId: string }[] = [];
      for (const connectionId of connections) {
        for (const number of CUSTOMERS) {
          await sim.customerSays(token, connectionId, number, 'olá');
          const { ticket } = await until(
            () => fx.chat(company.companyId, connectionId, number),
            (chat) => chat.ticket !== undefined,
            30_000,
          );
          const accepted = await tickets.accept(ticket as TicketRecord, company.userId);
          chats.push({ connectionId, number, ticketId: accepted.id });
        }
      }

      const acknowledged = new Set<string>();
      const agentSent = new Set<string>();
      let refusedIn = 0;
      let refusedOut = 0;
      let sending = true;
      const killing = killAtRandom(() => sending);
      // A few customers and agents at once, paced so the run spans CHAOS_SECONDS at least.
      const pace = (CHAOS_SECONDS * 1000 * SENDERS) / MESSAGES;
      let next = 0;
      const sender = async () => {
        for (let i = next++; i < MESSAGES; i = next++) {
          const said = `in-${i}`;
          const chat = pick(chats);
          const inRes = await ctx.request('POST', `/api/simulator/${chat.connectionId}/messages`, {
            token,
            body: { number: chat.number, body: said },
          });
          if (inRes.status === 201) acknowledged.add(said);
          else refusedIn += 1;
          const answer = `out-${i}`;
          const outRes = await ctx.request('POST', `/api/messages/${pick(chats).ticketId}`, {
            token,
            body: { body: answer },
          });
          if (outRes.status < 300) agentSent.add(answer);
          else refusedOut += 1;
          await sleep(pace);
        }
      };
      await Promise.all(Array.from({ length: SENDERS }, sender));
      sending = false;
      const kills = await killing;
      for (const hostId of HOST_IDS) if (!hosts.has(hostId)) startHost(hostId);

      const stored = async () => {
        const all: Stored[] = [];
        for (const chat of chats) {
          const contactId = await findContactIdByNumber(ctx.deps.table, company.companyId, chat.number);
          if (!contactId) continue;
          all.push(
            ...(await ctx.deps.table.queryAll<Stored & { pk: string; sk: string }>({
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': keys.chat(company.companyId, contactId, chat.connectionId) },
            })),
          );
        }
        return all;
      };
      const tally = (all: Stored[]) => {
        const inCounts = new Map<string, number>();
        for (const m of all) if (!m.fromMe) inCounts.set(m.body, (inCounts.get(m.body) ?? 0) + 1);
        const mine = all.filter((m) => m.fromMe && agentSent.has(m.body));
        return {
          acknowledged: acknowledged.size,
          storedOnce: [...acknowledged].filter((b) => inCounts.get(b) === 1).length,
          missing: [...acknowledged].filter((b) => !inCounts.has(b)).length,
          duplicated: [...acknowledged].filter((b) => (inCounts.get(b) ?? 0) > 1).length,
          refusedIn,
          agentSent: agentSent.size,
          agentStored: mine.length,
          delivered: mine.filter((m) => m.ack >= 1).length,
          failed: mine.filter((m) => m.ack < 1 && m.sendError).length,
          stuck: mine.filter((m) => m.ack < 1 && !m.sendError).length,
          refusedOut,
          kills,
        };
      };
      const settled = await until(
        async () => tally(await stored()),
        (t) => t.missing === 0 && t.stuck === 0 && t.agentStored === t.agentSent,
        SETTLE_MS,
      ).catch(async () => tally(await stored()));
      const deadLetters = await (ctx.jobs as TableJobQueue).deadLetters('outbound');
      console.log(
        `session chaos (logs in ${dataDir}):`,
        JSON.stringify({ ...settled, outboundDeadLetters: deadLetters.length }),
      );

      expect(settled.missing).toBe(0);
      expect(settled.duplicated).toBe(0);
      expect(settled.storedOnce).toBe(settled.acknowledged);
      expect(settled.stuck).toBe(0);
      expect(settled.delivered + settled.failed).toBe(settled.agentSent);
    },
    SETTLE_MS + CHAOS_SECONDS * 1000 + MESSAGES * 500 + 120_000,
  );
});
