import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { startSearchBackfill } from '../domain/contacts/search-backfill.js';
import { startTokenBackfill } from '../domain/connections/token-backfill.js';
import { startWorkingSetBackfill } from '../domain/tickets/working-set-backfill.js';
import { createApp } from '../http/app.js';
import type { Clock } from '../platform/clock.js';
import type { Deps } from '../platform/deps.js';
import { startRecurringTimers } from '../platform/scheduler/recurring-local.js';
import type { SendPacer } from '../../../session-host/src/send-pacer.js';
import { createCampaignConsumer } from '../domain/campaigns/engine/consumer.js';
import { CAMPAIGN_QUEUE } from '../domain/campaigns/engine/jobs.js';
import { createWebhookConsumer } from '../domain/webhooks/consumer.js';
import { WEBHOOK_QUEUE } from '../domain/webhooks/jobs.js';
import { startDynamoDbLocal, StartupError, type DynamoDbLocal } from './dynamodb-local.js';
import { createLocalDeps, localJwtSecret } from './local-deps.js';
import { LocalTransport } from './local-transport.js';
import { RECURRING_TIMERS } from '../timers/recurring.js';
import { timerTargets } from '../timers/targets.js';
import { ensureSeed } from './seed.js';
import { startLocalSessions } from './sessions.js';
import { serveSpa } from './static-files.js';
import { withPageSecurityHeaders } from '../http/security-headers.js';
import { attachWebSocketServer } from './websocket-server.js';

export interface ServerOptions {
  port: number;
  /** Where DynamoDB Local keeps its files and the JWT secret; omitted = in memory (tests). */
  dataDir?: string;
  /** Use an already running DynamoDB Local instead of starting one (tests share one). */
  dynamoEndpoint?: string;
  tableName?: string;
  adminEmail: string;
  adminPassword: string;
  webDir?: string;
  /** Default: every address (dual-stack). */
  host?: string;
  clock?: Clock;
  /** The session host's send pacer (default: the product's, 1 a second per connection); tests with many sends. */
  sendPacer?: SendPacer;
  /** Names this process in connection leases; default `local-<hostname>`. */
  sessionHostId?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  deps: Deps;
  /** Settles if the DynamoDB Local this server started ends; never for a shared one. */
  databaseExited: Promise<void>;
  stop(): Promise<void>;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `/api` and what is under it, as CloudFront routes `/api/*` (a page may begin with `api`, e.g. `/api-x`). */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The whole product in one process: web at `/`, REST at `/api`, WebSocket at `/ws`, DynamoDB Local beside it. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const dynamo: DynamoDbLocal | undefined = options.dynamoEndpoint
    ? undefined
    : await startDynamoDbLocal({ dataDir: options.dataDir && join(options.dataDir, 'dynamodb') });
  try {
    const transport = new LocalTransport();
    const deps = await createLocalDeps({
      endpoint: options.dynamoEndpoint ?? dynamo!.endpoint,
      tableName: options.tableName ?? 'balcao',
      transport,
      jwtSecret: localJwtSecret(options.dataDir),
      clock: options.clock,
      dataDir: options.dataDir,
    });
    await ensureSeed(deps, { adminEmail: options.adminEmail, adminPassword: options.adminPassword });
    const api = createApp(deps);
    const spa = serveSpa(resolve(options.webDir ?? findWebDist()));
    const server = createServer(
      getRequestListener((request, env) =>
        isApiPath(new URL(request.url).pathname)
          ? api.fetch(request, env)
          : spa(request).then((response) => withPageSecurityHeaders(request, response, env)),
      ),
    );
    const ws = attachWebSocketServer(server, deps, transport);
    const port = await listen(server, options.port, options.host);
    const sessions = await startLocalSessions(deps, {
      hostId: options.sessionHostId,
      dataDir: options.dataDir,
      pacer: options.sendPacer,
    });
    // Campaign sends (docs/decisions/048): the same consumer the cloud's campaign Lambda runs.
    const campaigns = deps.jobs.consume(CAMPAIGN_QUEUE, createCampaignConsumer(deps));
    // Outgoing webhook deliveries (docs/decisions/056): the same consumer the cloud's webhook Lambda runs.
    const webhooks = deps.jobs.consume(WEBHOOK_QUEUE, createWebhookConsumer(deps));
    const targets = timerTargets(deps);
    const timers = deps.scheduler.start(targets);
    // The cloud's cron schedules (stacks/Jobs.ts), here while the server runs: the daily invoices.
    const recurring = startRecurringTimers(targets, deps.clock, RECURRING_TIMERS);
    // Contacts stored before docs/decisions/022 get their new search tokens while the server runs.
    const backfill = startSearchBackfill(deps.table);
    // Connections stored before docs/decisions/055 get the lookup item of their API token.
    const tokenBackfill = startTokenBackfill(deps.table);
    // Live tickets stored before docs/decisions/059 join the company's working-set index.
    const workingSetBackfill = startWorkingSetBackfill(deps.table);
    return {
      url: `http://${options.host ?? 'localhost'}:${port}`,
      port,
      deps,
      databaseExited: dynamo?.exited ?? new Promise<void>(() => {}),
      stop: async () => {
        // What writes to the table stops first, while the table is there. Should DynamoDB Local go meanwhile (a
        // signal to the whole process group), waiting for it is pointless: what it held, leases and job claims,
        // comes back on the next start (docs/decisions/023).
        const writers = (async () => {
          await timers.stop();
          await recurring.stop();
          await campaigns.stop();
          await webhooks.stop();
          await sessions.stop();
          await backfill.stop();
          await tokenBackfill;
          await workingSetBackfill.stop();
        })().then(
          () => undefined,
          (error: unknown) => ({ error }),
        );
        const failed = await Promise.race([writers, dynamo ? dynamo.exited.then(() => undefined) : writers]);
        await ws.close();
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await dynamo?.stop();
        if (failed) throw failed.error;
      },
    };
  } catch (error) {
    await dynamo?.stop();
    throw error;
  }
}

function findWebDist(): string {
  return join(repoRoot, 'web', 'dist');
}

/** Without a host, Node listens on every address, IPv6 and IPv4, so `localhost` works whichever it resolves to. */
function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartupError(`Port ${port} is already in use: stop the other program or start with PORT=<another port>.`),
        );
      } else reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}
