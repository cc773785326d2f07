import { backfillTokenLookups } from '../domain/connections/token-backfill.js';
import { stageTable } from './operator-script.js';

/**
 * Gives a deployed stage's connections stored before docs/decisions/055 the lookup item of their API token, so
 * their tokens send through `POST /api/messages/send` (the embedded server does it by itself at start-up). Run
 * once after deploying, with the operator's AWS credentials:
 *   TABLE_NAME=<the stage's table> AWS_REGION=<region> npx vite-node functions/src/local/backfill-token-lookups.ts
 * Each claim is the one a save makes, so running it again, or beside admins' saves, is harmless.
 */
const table = stageTable("connections' API tokens should be claimed");

const result = await backfillTokenLookups(table);
console.log(
  `${result.claimed} tokens claimed; ${result.taken} held by another connection (their admins regenerate them).`,
);
