import { isAdmin, type Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import { answerOf, publishQuickMessage, publishQuickMessageDeleted } from './events.js';
import {
  getQuickMessageRecord,
  listQuickMessageRecords,
  quickMessageDeleteItem,
  quickMessagePutItem,
  quickMessageUpdateItem,
  shortcodeClaimItem,
  shortcodeReleaseItem,
  type QuickMessageRecord,
} from './repo.js';
import type {
  QuickMessage,
  QuickMessageAnswer,
  QuickMessageCreate,
  QuickMessagePage,
  QuickMessageUpdate,
} from './schema.js';

/** Rows of the Quick messages screen per page. */
export const QUICK_MESSAGES_PAGE_SIZE = 40;

const notFound = () => new AppError('ERR_NOT_FOUND', 404, 'Resposta rápida não encontrada.');
const shortcodeTaken = () =>
  new AppError('ERR_QUICK_MESSAGE_EXISTS', 409, 'Já existe uma resposta rápida com este atalho.');
const noPermission = () => new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');

/**
 * A shared (geral) message is everyone's in the company; a personal one only its owner's, admins included
 * (spec 2 §6: the lists are filtered by user id). To anyone else a personal message does not exist.
 */
export const isVisibleTo = (actor: Actor, record: Pick<QuickMessage, 'geral' | 'userId'>) =>
  record.geral || record.userId === actor.userId;

/** The owner changes their messages; an admin also the company's shared ones. */
const canEdit = (actor: Actor, record: QuickMessageRecord) =>
  record.userId === actor.userId || (record.geral && isAdmin(actor));

/** GET /quick-messages/list: the caller's autocomplete, by shortcode. */
export async function listQuickMessages(deps: Deps, actor: Actor): Promise<QuickMessageAnswer[]> {
  const records = await listQuickMessageRecords(deps.table, actor.companyId);
  return Promise.all(records.filter((record) => isVisibleTo(actor, record)).map((record) => answerOf(deps, record)));
}

/** GET /quick-messages: the visible messages whose shortcode or text contains the search, in pages. */
export async function listQuickMessagesPage(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<QuickMessagePage> {
  const search = searchParam.toLowerCase();
  const matching = (await listQuickMessages(deps, actor)).filter(
    (record) => record.shortcode.toLowerCase().includes(search) || record.message.toLowerCase().includes(search),
  );
  const start = (pageNumber - 1) * QUICK_MESSAGES_PAGE_SIZE;
  const records = matching.slice(start, start + QUICK_MESSAGES_PAGE_SIZE);
  return { records, count: matching.length, hasMore: start + records.length < matching.length };
}

export async function showQuickMessage(deps: Deps, actor: Actor, id: string): Promise<QuickMessageAnswer> {
  return answerOf(deps, await visible(deps, actor, id));
}

/** Adds a message authored by the caller; its shortcode item keeps shortcodes unique (case-insensitive). */
export async function createQuickMessage(
  deps: Deps,
  actor: Actor,
  input: QuickMessageCreate,
): Promise<QuickMessageAnswer> {
  const now = deps.clock.now().toISOString();
  const record: QuickMessageRecord = {
    id: newId(),
    companyId: actor.companyId,
    ...input,
    mediaPath: null,
    mediaName: null,
    userId: actor.userId,
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
  await transactGuarded(deps.table, [
    {
      item: shortcodeClaimItem(deps.table, record.companyId, record.shortcode, record.id),
      onConditionFailure: shortcodeTaken,
    },
    { item: quickMessagePutItem(deps.table, record) },
  ]);
  return publishQuickMessage(deps, 'create', record);
}

/** The author or an admin changes the fields sent; a new shortcode moves its item in the same transaction. */
export async function updateQuickMessage(
  deps: Deps,
  actor: Actor,
  id: string,
  input: QuickMessageUpdate,
): Promise<QuickMessageAnswer> {
  const { current, updated } = await changeQuickMessage(deps, actor, id, definedFields(input));
  return publishQuickMessage(deps, 'update', updated, current.geral);
}

/** Writes `fields` to a message the caller may edit; a new shortcode moves its item in the same transaction. */
export async function changeQuickMessage(
  deps: Deps,
  actor: Actor,
  id: string,
  fields: Partial<QuickMessage>,
): Promise<{ current: QuickMessageRecord; updated: QuickMessageRecord }> {
  return retryOnStale(async () => {
    const current = await editable(deps, actor, id);
    const changes = { ...fields, updatedAt: deps.clock.now().toISOString() };
    await transactGuarded(deps.table, [
      ...shortcodeMove(deps, current, changes.shortcode),
      { item: quickMessageUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() },
    ]);
    return { current, updated: { ...current, ...changes, rev: current.rev + 1 } };
  });
}

/** Deletes the message; answers it as it was, so its attachment can go too. */
export async function deleteQuickMessage(deps: Deps, actor: Actor, id: string): Promise<QuickMessageRecord> {
  const deleted = await retryOnStale(async () => {
    const current = await editable(deps, actor, id);
    await transactGuarded(deps.table, [
      { item: quickMessageDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: shortcodeReleaseItem(deps.table, current.companyId, current.shortcode, current.id) },
    ]);
    return current;
  });
  await publishQuickMessageDeleted(deps, deleted);
  return deleted;
}

/** The message, if the caller may see it: another user's personal message is not found (404). */
async function visible(deps: Deps, actor: Actor, id: string): Promise<QuickMessageRecord> {
  const current = await getQuickMessageRecord(deps.table, actor.companyId, id);
  if (!current || !isVisibleTo(actor, current)) throw notFound();
  return current;
}

/** The message, if the caller may change it: another agent's shared one is 403, a personal one not found. */
export async function editable(deps: Deps, actor: Actor, id: string): Promise<QuickMessageRecord> {
  const current = await visible(deps, actor, id);
  if (!canEdit(actor, current)) throw noPermission();
  return current;
}

function shortcodeMove(deps: Deps, current: QuickMessageRecord, shortcode: string | undefined): GuardedWrite[] {
  if (shortcode === undefined || shortcode.toLowerCase() === current.shortcode.toLowerCase()) return [];
  return [
    {
      item: shortcodeClaimItem(deps.table, current.companyId, shortcode, current.id),
      onConditionFailure: shortcodeTaken,
    },
    { item: shortcodeReleaseItem(deps.table, current.companyId, current.shortcode, current.id) },
  ];
}
