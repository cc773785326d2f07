import { silenceLogs } from '../platform/log.js';
import type { RunningServer } from './server.js';

/** Past this, a stop that is still waiting on something gives up on it. */
const STOP_WITHIN_MS = 10_000;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Ctrl-C, `kill` and a closed terminal stop the product quietly and with exit code 0, whichever processes of the
 * group each signal reaches and in whatever order (issue 14): the first one stops every part in order, a second one
 * stops at once. Installed before anything starts: a signal during start-up ends the process, and the 'exit' hook
 * of dynamodb-local.ts takes Java (which ignores the terminal's SIGINT) down with it. DynamoDB Local ending on its
 * own while the product runs is the one loud case.
 */
export function stopOnSignals(): { started(server: RunningServer): void } {
  let server: RunningServer | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping || !server) process.exit(0);
    stopping = true;
    // From here on a part that meets the closing database has nothing to tell the operator.
    silenceLogs();
    console.log('Stopping Balcão…');
    setTimeout(() => {
      console.log(`Balcão did not stop within ${STOP_WITHIN_MS / 1000} s; stopped it now.`);
      process.exit(0);
    }, STOP_WITHIN_MS).unref();
    await server.stop().catch(() => undefined);
    process.exit(0);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop());
  return {
    started(running) {
      server = running;
      void running.databaseExited.then(() => {
        if (stopping) return;
        console.error('DynamoDB Local stopped unexpectedly, so Balcão stops too: run npm start again.');
        process.exit(1);
      });
    },
  };
}
