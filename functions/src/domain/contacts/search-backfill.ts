import { transactGuarded } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import { isConditionFailure, type Key, type Table } from '../../platform/table.js';
import { listCompanies } from '../companies/repo.js';
import { completeList } from '../tickets/contact-ticket-list.js';
import { namePage } from './list.js';
import { tokenChanges, type ContactRecord } from './repo.js';
import { contactTokens, type ContactTokens } from './search-tokens.js';

/** Contacts read per page; each page's progress is saved, so a stopped backfill resumes after it. */
const PAGE = 200;
/** Contacts rewritten side by side. */
const CONCURRENCY = 8;

/** Where a company's backfill stands: its cursor while under way, `done` once every contact was looked at. */
type Progress = { pk: string; sk: string; cursor?: string; done?: boolean };

/** A rewrite of existing contacts, page by page: how many of the page it rewrote. */
type Pass = { progress: (companyId: string) => Key; page: (table: Table, records: ContactRecord[]) => Promise<number> };

const PASSES: Pass[] = [
  { progress: keys.searchTokensBackfill, page: rewriteTokens },
  { progress: keys.ticketListsBackfill, page: completeTicketLists },
];

/**
 * Gives the contacts written before docs/decisions/022 (word starts only) the search tokens contacts have now,
 * and the contacts written before docs/decisions/028 a complete ticket list, company by company. Idempotent and
 * resumable: a contact whose tokens are current is left alone, one that changes meanwhile was written with
 * current tokens by its writer, a ticket list only gains the ids of the contact's `T#` refs, and each page's
 * progress is kept. Until a contact is rewritten it is found as before (by word starts; its tickets by one
 * query). `shouldStop` is asked between pages.
 */
export async function backfillSearchTokens(
  table: Table,
  shouldStop: () => boolean = () => false,
): Promise<{ rewritten: number; finished: boolean }> {
  let rewritten = 0;
  for (const company of await listCompanies(table)) {
    for (const pass of PASSES) {
      const result = await backfillCompany(table, company.id, pass, shouldStop);
      rewritten += result.rewritten;
      if (!result.finished) return { rewritten, finished: false };
    }
  }
  return { rewritten, finished: true };
}

async function backfillCompany(table: Table, companyId: string, pass: Pass, shouldStop: () => boolean) {
  const key = pass.progress(companyId);
  const progress = await table.get<Progress>(key);
  if (progress?.done) return { rewritten: 0, finished: true };
  let cursor = progress?.cursor;
  let rewritten = 0;
  do {
    if (shouldStop()) return { rewritten, finished: false };
    const page = await namePage(table, companyId, PAGE, cursor);
    rewritten += await pass.page(table, page.items);
    cursor = page.cursor;
    await table.put({ ...key, ...(cursor ? { cursor } : { done: true }) });
  } while (cursor);
  return { rewritten, finished: true };
}

/** The contacts of a page whose tokens are not current, rewritten a few at a time. */
async function rewriteTokens(table: Table, records: ContactRecord[]): Promise<number> {
  const stale = records.filter((record) => !current(record));
  let rewritten = 0;
  for (let start = 0; start < stale.length; start += CONCURRENCY) {
    const written = await Promise.all(stale.slice(start, start + CONCURRENCY).map((r) => rewrite(table, r)));
    rewritten += written.filter(Boolean).length;
  }
  return rewritten;
}

/** The contacts of a page whose ticket lists are not complete, completed from their `T#` refs. */
async function completeTicketLists(table: Table, records: ContactRecord[]): Promise<number> {
  const companyId = records[0]?.companyId ?? '';
  const lists = await table.batchGet<Key & { complete?: boolean }>(
    records.map((record) => keys.contactTicketList(companyId, record.id)),
  );
  const complete = new Set(lists.filter((list) => list.complete).map((list) => list.pk));
  const incomplete = records.filter((record) => !complete.has(keys.contact(companyId, record.id).pk));
  for (let start = 0; start < incomplete.length; start += CONCURRENCY) {
    await Promise.all(
      incomplete.slice(start, start + CONCURRENCY).map((record) => completeList(table, companyId, record.id)),
    );
  }
  return incomplete.length;
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
