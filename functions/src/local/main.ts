import { resolve } from 'node:path';
import { keepRunningOnStrayErrors } from '../platform/process-guards.js';
import { StartupError } from './dynamodb-local.js';
import { startServer } from './server.js';
import { stopOnSignals } from './stop-on-signals.js';

/** `npm start`: reads the environment, starts everything, stops everything on Ctrl-C. */
const env = {
  port: Number(process.env.PORT ?? 3000),
  dataDir: resolve(process.env.DATA_DIR ?? '.data'),
  adminEmail: process.env.ADMIN_EMAIL ?? 'admin@balcao.local',
  adminPassword: process.env.ADMIN_PASSWORD ?? 'balcao-admin',
};

if (!Number.isInteger(env.port) || env.port < 0 || env.port > 65535) {
  console.error(`PORT must be a number between 0 and 65535, not "${process.env.PORT}".`);
  process.exit(1);
}

// The SDK's notice about Node 22 (releases after January 2027) is for operators, not for every start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const signals = stopOnSignals();
try {
  const server = await startServer(env);
  // Started: from now on a stray error is logged, never a reason to stop every tenant's sessions.
  keepRunningOnStrayErrors('balcao');
  console.log(
    [
      '',
      `  Balcão is running at ${server.url}`,
      `  Log in with ${env.adminEmail} / ${env.adminPassword}`,
      `  Data is kept in ${env.dataDir}. Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
  signals.started(server);
} catch (error) {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
