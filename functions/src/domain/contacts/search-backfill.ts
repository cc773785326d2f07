import { transactGuarded } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import { listCompanies } from '../companies/repo.js';
import { namePage } from './list.js';
import { tokenChanges, type ContactRecord } from './repo.js';
import { contactTokens, type ContactTokens } from './search-tokens.js';

/** Contacts read per page; each page's progress is saved, so a stopped backfill resumes after it. */
const PAGE = 200;
/** Contacts rewritten side by side. */
const CONCURRENCY = 8;

/** Where a company's backfill stands: its cursor while under way, `done` once every contact was looked at. */
type Progress = { pk: string; sk: string; cursor?: string; done?: boolean };

/**
 * Gives the contacts written before docs/decisions/022 (word starts only) the search tokens contacts have now,
 * company by company. Idempotent and resumable: a contact whose tokens are current is left alone, one that
 * changes meanwhile was written with current tokens by its writer, and each page's progress is kept. Until a
 * contact is rewritten it is found as before (by word starts). `shouldStop` is asked between pages.
 */
export async function backfillSearchTokens(
  table: Table,
  shouldStop: () => boolean = () => false,
): Promise<{ rewritten: number; finished: boolean }> {
  let rewritten = 0;
  for (const company of await listCompanies(table)) {
    const result = await backfillCompany(table, company.id, shouldStop);
    rewritten += result.rewritten;
    if (!result.finished) return { rewritten, finished: false };
  }
  return { rewritten, finished: true };
}

async function backfillCompany(table: Table, companyId: string, shouldStop: () => boolean) {
  const key = keys.searchTokensBackfill(companyId);
  const progress = await table.get<Progress>(key);
  if (progress?.done) return { rewritten: 0, finished: true };
  let cursor = progress?.cursor;
  let rewritten = 0;
  do {
    if (shouldStop()) return { rewritten, finished: false };
    const page = await namePage(table, companyId, PAGE, cursor);
    const stale = page.items.filter((record) => !current(record));
    for (let start = 0; start < stale.length; start += CONCURRENCY) {
      const written = await Promise.all(stale.slice(start, start + CONCURRENCY).map((r) => rewrite(table, r)));
      rewritten += written.filter(Boolean).length;
    }
    cursor = page.cursor;
    await table.put({ ...key, ...(cursor ? { cursor } : { done: true }) });
  } while (cursor);
  return { rewritten, finished: true };
}

function current(record: ContactRecord): boolean {
  const wanted = contactTokens(record);
  return sameList(record.searchTokens, wanted.searchTokens) && sameList(record.infixTokens, wanted.infixTokens);
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((token, index) => token === b[index]);

/** The contact's tokens rewritten at the revision read; false when it changed or went meanwhile. */
async function rewrite(table: Table, record: ContactRecord): Promise<boolean> {
  const tokens: ContactTokens = contactTokens(record);
  const update = {
    Update: {
      TableName: table.name,
      Key: keys.contact(record.companyId, record.id),
      ...revisedUpdate({ ...tokens }, record.rev),
    },
  };
  try {
    await transactGuarded(
      table,
      [update, ...tokenChanges(table, record, tokens)].map((item) => ({ item })),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Runs the backfill in the background (the embedded server at start-up); `stop` waits for the page under way. */
export function startSearchBackfill(table: Table): { stop(): Promise<void> } {
  let stopping = false;
  const run = backfillSearchTokens(table, () => stopping).then(
    ({ rewritten }) => {
      if (rewritten > 0) log('info', { where: 'contacts.searchBackfill', rewritten });
    },
    (error: unknown) => log('error', { where: 'contacts.searchBackfill', error: String(error) }),
  );
  return {
    stop: async () => {
      stopping = true;
      await run;
    },
  };
}
