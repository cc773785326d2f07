import { isAdmin, type Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
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
import type { QuickMessage, QuickMessageCreate, QuickMessagePage, QuickMessageUpdate } from './schema.js';

/** Rows of the Quick messages screen per page. */
export const QUICK_MESSAGES_PAGE_SIZE = 40;

const notFound = () => new AppError('ERR_NOT_FOUND', 404, 'Resposta rápida não encontrada.');
const shortcodeTaken = () =>
  new AppError('ERR_QUICK_MESSAGE_EXISTS', 409, 'Já existe uma resposta rápida com este atalho.');
const noPermission = () => new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');

/** A shared (geral) message is everyone's; a private one only its author's. */
export const isVisibleTo = (actor: Actor, record: Pick<QuickMessage, 'geral' | 'userId'>) =>
  record.geral || record.userId === actor.userId;

const canEdit = (actor: Actor, record: QuickMessageRecord) => record.userId === actor.userId || isAdmin(actor);

/** GET /quick-messages/list: the caller's autocomplete, by shortcode. */
export async function listQuickMessages(deps: Deps, actor: Actor): Promise<QuickMessage[]> {
  const records = await listQuickMessageRecords(deps.table, actor.companyId);
  return records.filter((record) => isVisibleTo(actor, record)).map(toQuickMessage);
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

export async function showQuickMessage(deps: Deps, actor: Actor, id: string): Promise<QuickMessage> {
  const record = await getQuickMessageRecord(deps.table, actor.companyId, id);
  if (!record || !(isVisibleTo(actor, record) || isAdmin(actor))) throw notFound();
  return toQuickMessage(record);
}

/** Adds a message authored by the caller; its shortcode item keeps shortcodes unique (case-insensitive). */
export async function createQuickMessage(deps: Deps, actor: Actor, input: QuickMessageCreate): Promise<QuickMessage> {
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
  return toQuickMessage(record);
}

/** The author or an admin changes the fields sent; a new shortcode moves its item in the same transaction. */
export async function updateQuickMessage(
  deps: Deps,
  actor: Actor,
  id: string,
  input: QuickMessageUpdate,
): Promise<QuickMessage> {
  return retryOnStale(async () => {
    const current = await editable(deps, actor, id);
    const changes = { ...definedFields(input), updatedAt: deps.clock.now().toISOString() };
    await transactGuarded(deps.table, [
      ...shortcodeMove(deps, current, changes.shortcode),
      { item: quickMessageUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() },
    ]);
    return toQuickMessage({ ...current, ...changes });
  });
}

export async function deleteQuickMessage(deps: Deps, actor: Actor, id: string): Promise<void> {
  await retryOnStale(async () => {
    const current = await editable(deps, actor, id);
    await transactGuarded(deps.table, [
      { item: quickMessageDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: shortcodeReleaseItem(deps.table, current.companyId, current.shortcode, current.id) },
    ]);
  });
}

/** The message, if the caller may change it: another user's private message is not even found. */
async function editable(deps: Deps, actor: Actor, id: string): Promise<QuickMessageRecord> {
  const current = await getQuickMessageRecord(deps.table, actor.companyId, id);
  if (!current || !(isVisibleTo(actor, current) || isAdmin(actor))) throw notFound();
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

function toQuickMessage(record: QuickMessageRecord): QuickMessage {
  const { companyId: _companyId, rev: _rev, ...message } = record;
  return message;
}
