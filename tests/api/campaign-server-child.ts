import { startServer } from '../../functions/src/local/server.js';
import { SendPacer } from '../../session-host/src/send-pacer.js';

/**
 * The embedded server as `npm start` runs it, in a process of its own that tests/api/campaigns-acceptance kills
 * with SIGKILL: the shared test DynamoDB Local and table, a data dir kept across restarts (the JWT secret, the
 * media), a stable session host id (a restart takes its leases back at once) and a quick host pacer (hundreds of
 * sends in a test). Prints `READY <url>` once it listens.
 */
const env = process.env;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: env.DATA_DIR,
  dynamoEndpoint: env.DYNAMODB_ENDPOINT,
  tableName: env.TABLE_NAME,
  adminEmail: env.ADMIN_EMAIL ?? 'admin@campaigns.test',
  adminPassword: env.ADMIN_PASSWORD ?? 'secret123',
  webDir: env.WEB_DIR,
  sessionHostId: 'campaign-acceptance',
  sendPacer: new SendPacer({ burst: 200, perSecond: 200, jitterMs: 0 }),
});
console.log(`READY ${server.url}`);
