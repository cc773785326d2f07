import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../../platform/deps.js';
import { keys } from '../../../platform/keys.js';
import type { Key } from '../../../platform/table.js';
import { expiryTimerId, transferTimerId } from '../../ticket-timers/timer-rules.js';
import { saveProgress, SCAN_PASSES, type DeletionProgress } from './progress.js';

/** How much one job does: scan pages of `pageSize` items read (before the filter), at most `pagesPerSlice`. */
export interface SliceLimits {
  pageSize: number;
  pagesPerSlice: number;
  /** A slice stops after this long even with pages left (the consumer Lambda has 60 s, stacks/Jobs.ts). */
  budgetMs: number;
}

export const DEFAULT_SLICE_LIMITS: SliceLimits = { pageSize: 1000, pagesPerSlice: 25, budgetMs: 20_000 };

type Found = Key & { blobKey?: unknown; status?: unknown; id?: unknown };

/** Tickets in these states may have an expiry or transfer timer armed (ticket-timers). */
const TIMED_STATUSES = new Set(['open', 'pending']);

/**
 * Scans the table from the progress' cursor and deletes what belongs to the company: every item whose pk is the
 * company's prefix (its own item aside, removed last) and every global item that names it (`companyId`: e-mail
 * claims, refresh tokens, socket owners, Pix charge links, the name's claim). Before an item goes, what lives
 * outside the table goes with it: its media, and a ticket's armed timers. The cursor is saved after each page's
 * deletes, so a crash repeats at most one page. Answers the progress as saved, `finish` once the last pass ended.
 */
export async function scanSlice(deps: Deps, start: DeletionProgress, limits: SliceLimits): Promise<DeletionProgress> {
  const companyId = start.target;
  const own = keys.company(companyId);
  const prefix = `${keys.companyPrefix(companyId)}#`;
  const deadline = Date.now() + limits.budgetMs;
  let progress = start;
  for (let page = 0; page < limits.pagesPerSlice && Date.now() < deadline; page++) {
    const out = await deps.table.doc.send(
      new ScanCommand({
        TableName: deps.table.name,
        Limit: limits.pageSize,
        ExclusiveStartKey: progress.cursor,
        FilterExpression: 'pk = :own OR begins_with(pk, :prefix) OR companyId = :id',
        ProjectionExpression: 'pk, sk, blobKey, #status, #id',
        ExpressionAttributeNames: { '#status': 'status', '#id': 'id' },
        ExpressionAttributeValues: { ':own': own.pk, ':prefix': prefix, ':id': companyId },
      }),
    );
    const found = ((out.Items ?? []) as Found[]).filter((item) => !(item.pk === own.pk && item.sk === own.sk));
    await removeOutsideTable(deps, found);
    await deps.table.batchDelete(found.map(({ pk, sk }) => ({ pk, sk })));
    progress = { ...progress, cursor: out.LastEvaluatedKey, removed: progress.removed + found.length };
    if (!out.LastEvaluatedKey) {
      const last = progress.pass >= SCAN_PASSES;
      progress = last ? { ...progress, phase: 'finish' } : { ...progress, pass: progress.pass + 1 };
    }
    await saveProgress(deps.table, progress);
    if (progress.phase === 'finish') break;
  }
  return progress;
}

/** The media the items point at and the timers armed for its tickets; both are no error when already gone. */
async function removeOutsideTable(deps: Deps, items: Found[]): Promise<void> {
  const blobs = items.flatMap((item) => (typeof item.blobKey === 'string' ? [item.blobKey] : []));
  const tickets = items.flatMap((item) =>
    item.sk === 'TICKET' && typeof item.status === 'string' && TIMED_STATUSES.has(item.status) ? [ticketId(item)] : [],
  );
  await Promise.all(blobs.map((key) => deps.blobs.delete(key)));
  const timers = tickets.flatMap((id) => [expiryTimerId(id), transferTimerId(id)]);
  await Promise.all(timers.map((id) => deps.scheduler.cancel(id)));
}

const ticketId = (item: Found) =>
  typeof item.id === 'string' ? item.id : item.pk.slice(item.pk.lastIndexOf('#T#') + 3);
