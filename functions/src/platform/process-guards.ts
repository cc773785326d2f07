import { log } from './log.js';

/**
 * Logs an error that escaped every handler and keeps the process running. A long-lived process (the session
 * host, `npm start`) drives the sessions of every tenant: a stray rejection in one tenant's socket code must not
 * take the others' sessions down with it (issue 12). Lambdas do not install this: the runtime reports and
 * recycles them.
 */
export function keepRunningOnStrayErrors(where: string): void {
  process.on('unhandledRejection', (reason) => {
    log('error', { where, unhandledRejection: describe(reason) });
  });
  process.on('uncaughtException', (error) => {
    log('error', { where, uncaughtException: describe(error) });
  });
}

function describe(reason: unknown): string {
  return reason instanceof Error ? (reason.stack ?? String(reason)) : String(reason);
}
