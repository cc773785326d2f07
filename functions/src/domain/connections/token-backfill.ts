import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import { listCompanies } from '../companies/repo.js';
import { listConnectionRecords } from './repo.js';
import { tokenTaken, tokenClaimWrite } from './token-lookup.js';

/**
 * Gives the connections stored before docs/decisions/055 the lookup item of their API token, once: each claim is
 * the one a save makes (free, or already the connection's own), so running it again or beside saves is harmless.
 * A token another connection already holds is left to its admin (the save or the regenerate button tells).
 */
export async function backfillTokenLookups(table: Table): Promise<{ claimed: number; taken: number }> {
  if (await table.get(keys.apiTokenBackfill)) return { claimed: 0, taken: 0 };
  let claimed = 0;
  let taken = 0;
  for (const company of await listCompanies(table)) {
    for (const connection of await listConnectionRecords(table, company.id)) {
      if (!connection.token) continue;
      const write = tokenClaimWrite(table, connection.token, company.id, connection.id);
      try {
        await table.transact([write.item]);
        claimed += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        taken += 1;
        log('warn', { where: 'connections.tokenBackfill', connectionId: connection.id, error: tokenTaken().code });
      }
    }
  }
  await table.put({ ...keys.apiTokenBackfill, done: true });
  return { claimed, taken };
}

/** Runs the backfill in the background (the embedded server at start-up); a failure is logged, not thrown. */
export function startTokenBackfill(table: Table): Promise<void> {
  return backfillTokenLookups(table).then(
    ({ claimed }) => {
      if (claimed > 0) log('info', { where: 'connections.tokenBackfill', claimed });
    },
    (error: unknown) => log('error', { where: 'connections.tokenBackfill', error: String(error) }),
  );
}
