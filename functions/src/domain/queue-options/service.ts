import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import { getQueueRecord } from '../queues/repo.js';
import {
  getOptionRecord,
  listOptionRecords,
  optionDeleteItem,
  optionExistsItem,
  optionItemKeys,
  optionPutItem,
  optionUnchangedItem,
  optionUpdateItem,
  queueExistsItem,
  siblingKeyClaimItem,
  siblingKeyReleaseItem,
  type QueueOptionRecord,
} from './repo.js';
import { toOptionAnswer, type QueueOptionAnswer, type QueueOptionCreate, type QueueOptionUpdate } from './schema.js';
import { ancestryOf, descendantsOf } from './tree.js';

const queueNotFound = () => new AppError('ERR_NO_QUEUE_FOUND', 404, 'Fila não encontrada.');
const optionNotFound = () => new AppError('ERR_NO_QUEUE_OPTION_FOUND', 404, 'Opção não encontrada.');
const optionTaken = () =>
  new AppError('ERR_QUEUE_OPTION_EXISTS', 409, 'Já existe uma opção com este número neste nível.');
const parentRefused = (message: string) =>
  new AppError('ERR_VALIDATION', 400, message, { fieldErrors: { parentId: [message] }, formErrors: [] });

/**
 * GET /queue-options. `parentId` null answers the roots, an id the options directly under it; undefined (the
 * query without parentId) answers every option of the queue, all levels, so an editor draws the tree at once.
 */
export async function listQueueOptions(
  deps: Deps,
  actor: Actor,
  queueId: string,
  parentId: string | null | undefined,
): Promise<QueueOptionAnswer[]> {
  if (!(await getQueueRecord(deps.table, actor.companyId, queueId))) throw queueNotFound();
  const options = await listOptionRecords(deps.table, actor.companyId, queueId);
  const wanted = parentId === undefined ? options : options.filter((option) => option.parentId === parentId);
  return wanted.map(answer);
}

/**
 * Adds an option. The queue and the parent are checked again inside the transaction, and the number's item
 * keeps it unique among the siblings, so neither a concurrent delete nor a concurrent create slips through.
 */
export async function createQueueOption(
  deps: Deps,
  actor: Actor,
  input: QueueOptionCreate,
): Promise<QueueOptionAnswer> {
  const companyId = actor.companyId;
  if (!(await getQueueRecord(deps.table, companyId, input.queueId))) throw queueNotFound();
  if (input.parentId !== null) {
    const parent = await getOptionRecord(deps.table, companyId, input.parentId);
    if (parent?.queueId !== input.queueId) throw optionNotFound();
  }
  const now = deps.clock.now().toISOString();
  const option: QueueOptionRecord = { id: newId(), companyId, ...input, createdAt: now, updatedAt: now, rev: 0 };
  const parentCheck: GuardedWrite[] =
    option.parentId === null
      ? []
      : [{ item: optionExistsItem(deps.table, companyId, option.parentId), onConditionFailure: optionNotFound }];
  await transactGuarded(deps.table, [
    { item: queueExistsItem(deps.table, companyId, option.queueId), onConditionFailure: queueNotFound },
    ...parentCheck,
    { item: siblingKeyClaimItem(deps.table, option), onConditionFailure: optionTaken },
    { item: optionPutItem(deps.table, option) },
  ]);
  return answer(option);
}

/** Changes the fields sent; a new number or parent moves the number's item in the same transaction. */
export async function updateQueueOption(
  deps: Deps,
  actor: Actor,
  optionId: string,
  input: QueueOptionUpdate,
): Promise<QueueOptionAnswer> {
  return retryOnStale(async () => {
    const current = await getOptionRecord(deps.table, actor.companyId, optionId);
    if (!current) throw optionNotFound();
    const changes = { ...definedFields(input), updatedAt: deps.clock.now().toISOString() };
    const next = { ...current, ...changes };
    const moved = next.parentId !== current.parentId;
    await transactGuarded(deps.table, [
      ...(moved ? await reparentGuards(deps, current, next.parentId) : []),
      ...(moved || next.option !== current.option ? siblingKeyMove(deps, current, next) : []),
      { item: optionUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() },
    ]);
    return answer(next);
  });
}

/**
 * Removes the option and its number first, guarded by its revision, then everything below it: once the option is
 * gone no child can be added under it (the create checks its parent), so the subtree read after it is complete.
 */
export async function deleteQueueOption(deps: Deps, actor: Actor, optionId: string): Promise<void> {
  const removed = await retryOnStale(async () => {
    const current = await getOptionRecord(deps.table, actor.companyId, optionId);
    if (!current) throw optionNotFound();
    await transactGuarded(deps.table, [
      { item: optionDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: siblingKeyReleaseItem(deps.table, current) },
    ]);
    return current;
  });
  const options = await listOptionRecords(deps.table, removed.companyId, removed.queueId);
  await deps.table.batchDelete(descendantsOf(options, removed.id).flatMap(optionItemKeys));
}

/** Every option of a deleted queue goes with it (called by the queue's delete). */
export async function deleteOptionsOfQueue(deps: Deps, companyId: string, queueId: string): Promise<void> {
  const options = await listOptionRecords(deps.table, companyId, queueId);
  await deps.table.batchDelete(options.flatMap(optionItemKeys));
}

/**
 * A new parent must be an option of the same queue that is not the option itself nor below it. Each ancestor
 * is checked unchanged at commit, so two concurrent moves cannot close a loop between them.
 */
async function reparentGuards(
  deps: Deps,
  current: QueueOptionRecord,
  parentId: string | null,
): Promise<GuardedWrite[]> {
  if (parentId === null) return [];
  const load = (id: string) => getOptionRecord(deps.table, current.companyId, id);
  const parent = await load(parentId);
  if (parent?.queueId !== current.queueId) throw optionNotFound();
  const chain = await ancestryOf(parent, load);
  if (!chain) throw parentRefused('Nível de opções profundo demais.');
  if (chain.some((ancestor) => ancestor.id === current.id)) {
    throw parentRefused('Uma opção não pode ficar dentro dela mesma.');
  }
  return chain.map((ancestor) => ({
    item: optionUnchangedItem(deps.table, ancestor),
    onConditionFailure: () => new StaleRecord(),
  }));
}

function siblingKeyMove(deps: Deps, current: QueueOptionRecord, next: QueueOptionRecord): GuardedWrite[] {
  return [
    { item: siblingKeyClaimItem(deps.table, next), onConditionFailure: optionTaken },
    { item: siblingKeyReleaseItem(deps.table, current) },
  ];
}

function answer(record: QueueOptionRecord): QueueOptionAnswer {
  const { rev: _rev, ...option } = record;
  return toOptionAnswer(option);
}
