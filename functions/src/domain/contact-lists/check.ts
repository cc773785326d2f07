import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { transactGuarded } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure } from '../../platform/table.js';
import { listConnectionRecords } from '../connections/repo.js';
import { sendSessionCommand } from '../connections/session-control.js';
import { awaitNumberCheck } from '../contacts/number-check.js';
import { publishItemEvent } from './events.js';
import {
  getListRecord,
  itemRecordsPage,
  itemUpdateItem,
  listCountsItem,
  validityCounts,
  type ContactListItemRecord,
} from './repo.js';
import { publishListUpdate } from './service.js';

/**
 * The WhatsApp check of a list's unchecked items (docs/decisions/047), a job of the inbound queue (one FIFO group
 * per list, so rounds of one list never overlap). A round checks through a connected connection until its time
 * is up, then queues the next round; with no connection connected the items stay unchecked until asked again.
 */
export const ContactListCheckJob = z.object({
  kind: z.literal('contactListCheck'),
  companyId: z.string().min(1),
  contactListId: z.string().min(1),
});
export type ContactListCheckJob = z.infer<typeof ContactListCheckJob>;

export const isContactListCheckJob = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'contactListCheck';

/** Numbers checked at once, and how long a round goes on before it hands over to the next job. */
export const CHECK_ROUND = { parallel: 5, budgetMs: 20_000 };

/** Marks the list as being checked and queues a round. */
export async function startListCheck(deps: Deps, companyId: string, contactListId: string): Promise<void> {
  await setChecking(deps, companyId, contactListId, true);
  await deps.jobs.send(
    'inbound',
    { kind: 'contactListCheck', companyId, contactListId } satisfies ContactListCheckJob,
    { groupId: `contactListCheck-${contactListId}`, dedupeId: `contactListCheck-${contactListId}-${newId()}` },
  );
}

export function createContactListCheckWorker(deps: Deps, round = CHECK_ROUND) {
  return async (job: ContactListCheckJob): Promise<void> => {
    const { companyId, contactListId } = job;
    if (!(await getListRecord(deps.table, companyId, contactListId))) return;
    const via = await connectedConnection(deps, companyId);
    const outcome = via ? await checkRound(deps, job, via, round) : 'stopped';
    if (outcome === 'more') {
      await startListCheck(deps, companyId, contactListId);
    } else {
      await setChecking(deps, companyId, contactListId, false);
    }
    await publishItemEvent(deps, companyId, { action: 'update', contactListId, reload: true });
  };
}

async function connectedConnection(deps: Deps, companyId: string) {
  const connected = (await listConnectionRecords(deps.table, companyId)).filter((c) => c.status === 'CONNECTED');
  return (connected.find((connection) => connection.isDefault) ?? connected[0])?.id;
}

/** 'more' when time ran out with items left; 'done' when none is left; 'stopped' when the check failed. */
async function checkRound(deps: Deps, job: ContactListCheckJob, connectionId: string, round: typeof CHECK_ROUND) {
  const deadline = Date.now() + round.budgetMs;
  let cursor: string | undefined;
  do {
    const page = await itemRecordsPage(deps.table, job.companyId, job.contactListId, cursor, 100);
    const unchecked = page.items.filter((item) => item.isWhatsappValid === null);
    for (let start = 0; start < unchecked.length; start += round.parallel) {
      if (Date.now() > deadline) return 'more';
      const batch = unchecked.slice(start, start + round.parallel);
      const answers = await Promise.all(batch.map((item) => checkOne(deps, job.companyId, connectionId, item)));
      await publishListUpdate(deps, job.companyId, job.contactListId).catch(() => undefined);
      if (answers.includes(undefined)) return 'stopped';
    }
    cursor = page.cursor;
  } while (cursor);
  return 'done';
}

/** Asks the session host; records the answer on the item. Undefined when no answer came. */
async function checkOne(deps: Deps, companyId: string, connectionId: string, item: ContactListItemRecord) {
  const requestId = newId();
  await sendSessionCommand(deps, { type: 'checkNumber', companyId, connectionId, number: item.number, requestId });
  const answer = await awaitNumberCheck(deps.table, companyId, requestId);
  if (!answer || 'error' in answer) return undefined;
  await recordValidity(deps, item, answer.exists);
  return answer.exists;
}

/** The item's validity and the list's counters together; an item edited meanwhile is left for the next round. */
async function recordValidity(deps: Deps, item: ContactListItemRecord, valid: boolean): Promise<void> {
  const counts = validityCounts(valid, 1);
  try {
    await transactGuarded(deps.table, [
      { item: itemUpdateItem(deps.table, item, { isWhatsappValid: valid }) },
      { item: listCountsItem(deps.table, item.companyId, item.contactListId, counts) },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

async function setChecking(deps: Deps, companyId: string, contactListId: string, checking: boolean) {
  try {
    await deps.table.update(keys.contactList(companyId, contactListId), {
      UpdateExpression: 'SET checking = :checking',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':checking': checking },
    });
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  await publishListUpdate(deps, companyId, contactListId).catch(() => undefined);
}
