import { backfillWorkingSet } from '../domain/tickets/working-set-backfill.js';
import { stageTable, stopRequested } from './operator-script.js';

/**
 * Puts a deployed stage's live tickets into the company working-set index of docs/decisions/059 (the embedded
 * server does it by itself at start-up). Run once after the deploy that adds the index has finished (so no
 * Lambda of the code before it is still writing tickets), with the operator's AWS credentials:
 *   TABLE_NAME=<the stage's table> AWS_REGION=<region> npx vite-node functions/src/local/backfill-working-set.ts
 * Safe to stop and run again: a company already done is skipped; until a company is done its lists read one
 * partition per queue, as before.
 */
const table = stageTable('tickets should join the working-set index');
const shouldStop = stopRequested();
const result = await backfillWorkingSet(table, shouldStop);
console.log(
  `${result.indexed} tickets indexed in ${result.companies} companies; ` +
    `${result.finished ? 'every company is done' : 'stopped, run again to go on'}.`,
);
