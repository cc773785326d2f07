import { backfillSearchTokens } from '../domain/contacts/search-backfill.js';
import { stageTable, stopRequested } from './operator-script.js';

/**
 * Gives a deployed stage's contacts the search tokens of docs/decisions/022 (the embedded server does it by
 * itself at start-up). Run once after deploying, with the operator's AWS credentials:
 *   TABLE_NAME=<the stage's table> AWS_REGION=<region> npx vite-node functions/src/local/backfill-search-tokens.ts
 * Safe to stop and run again: it resumes where it stopped and leaves current contacts alone.
 */
const table = stageTable('contacts should get the new search tokens');
const shouldStop = stopRequested();
const result = await backfillSearchTokens(table, shouldStop);
console.log(
  `${result.rewritten} contacts rewritten; ${result.finished ? 'every company is done' : 'stopped, run again to go on'}.`,
);
