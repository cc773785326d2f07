import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import {
  companyCount,
  counterAtMostItem,
  counterDecrementItem,
  counterIncrementItem,
  planLimit,
} from '../companies/service.js';
import { removeQueueFromConnections } from '../connections/service.js';
import {
  colorClaimItem,
  colorReleaseItem,
  getQueueRecord,
  listQueueRecords,
  queueDeleteItem,
  queuePutItem,
  queueUpdateItem,
  type QueueRecord,
} from './repo.js';
import {
  greetingMissing,
  isBlank,
  QUEUES_WITHOUT_GREETING,
  type Queue,
  type QueueCreate,
  type QueueRef,
  type QueueUpdate,
} from './schema.js';

const notFound = () => new AppError('ERR_NO_QUEUE_FOUND', 404, 'Fila não encontrada.');
const colorTaken = () => new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS', 409, 'Esta cor já está em uso por outra fila.');
const greetingRequired = () =>
  new AppError('ERR_WAPP_GREETING_REQUIRED', 400, 'A mensagem de saudação é obrigatória quando há mais de uma fila.');
const limitReached = (limit: number) =>
  new AppError('ERR_PLAN_LIMIT_QUEUES', 403, `Número máximo de filas já alcançado: ${limit}`, { limit });

export async function listQueues(deps: Deps, companyId: string): Promise<Queue[]> {
  return (await listQueueRecords(deps.table, companyId)).map(toQueue);
}

export async function showQueue(deps: Deps, actor: Actor, queueId: string): Promise<Queue> {
  const record = await getQueueRecord(deps.table, actor.companyId, queueId);
  if (!record) throw notFound();
  return toQueue(record);
}

/** The named queues of the company as references, in list order; ids it does not hold are left out. */
export function queueRefs(queues: Queue[], queueIds: readonly string[]): QueueRef[] {
  return queues.filter((queue) => queueIds.includes(queue.id)).map(({ id, name, color }) => ({ id, name, color }));
}

/**
 * Adds a queue. The colour item, the plan's queue limit and the greeting rule are all enforced inside one
 * transaction, so concurrent creates cannot pass a limit or share a colour.
 */
export async function createQueue(deps: Deps, actor: Actor, input: QueueCreate): Promise<Queue> {
  const companyId = actor.companyId;
  const limit = await planLimit(deps, companyId, 'queues');
  const now = deps.clock.now().toISOString();
  const queue: QueueRecord = { id: newId(), companyId, ...input, createdAt: now, updatedAt: now, rev: 0 };
  // The count before this write must stay below the bound; without a greeting it may not pass one queue.
  const bound = isBlank(queue.greetingMessage) ? Math.min(limit, QUEUES_WITHOUT_GREETING) : limit;
  await retryOnStale(() =>
    transactGuarded(deps.table, [
      {
        item: counterIncrementItem(deps.table, companyId, 'queueCount', bound),
        onConditionFailure: () => explainCountRefusal(deps, companyId, limit, queue.greetingMessage),
      },
      { item: colorClaimItem(deps.table, companyId, queue.color, queue.id), onConditionFailure: colorTaken },
      { item: queuePutItem(deps.table, queue) },
    ]),
  );
  return publishQueue(deps, 'create', queue);
}

/** Changes the fields sent; a colour change moves the colour item in the same transaction. */
export async function updateQueue(deps: Deps, actor: Actor, queueId: string, input: QueueUpdate): Promise<Queue> {
  return retryOnStale(async () => {
    const current = await getQueueRecord(deps.table, actor.companyId, queueId);
    if (!current) throw notFound();
    const changes = { ...definedFields(input), updatedAt: deps.clock.now().toISOString() };
    await transactGuarded(deps.table, [
      ...greetingGuard(deps, current, changes.greetingMessage),
      ...colorMove(deps, current, changes.color),
      { item: queueUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() },
    ]);
    return publishQueue(deps, 'update', { ...current, ...changes });
  });
}

/**
 * Removes the queue and frees its colour, then takes it out of the connections that offered it. Users'
 * memberships are cleared by the users domain.
 */
export async function deleteQueue(deps: Deps, actor: Actor, queueId: string): Promise<void> {
  await retryOnStale(async () => {
    const current = await getQueueRecord(deps.table, actor.companyId, queueId);
    if (!current) throw notFound();
    await transactGuarded(deps.table, [
      { item: queueDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: colorReleaseItem(deps.table, current.companyId, current.color, current.id) },
      { item: counterDecrementItem(deps.table, current.companyId, 'queueCount') },
    ]);
  });
  await removeQueueFromConnections(deps, actor.companyId, queueId);
  await deps.realtime.publish(actor.companyId, `company-${actor.companyId}-queue`, { action: 'delete', queueId });
}

/** Why the company counter refused a new queue, judged on the count as it is now. */
async function explainCountRefusal(deps: Deps, companyId: string, limit: number, greeting: string): Promise<Error> {
  const count = await companyCount(deps, companyId, 'queueCount');
  if (count >= limit) return limitReached(limit);
  if (greetingMissing(count + 1, greeting)) return greetingRequired();
  return new StaleRecord();
}

/** Emptying a greeting is allowed only while the company has at most one queue, checked at commit. */
function greetingGuard(deps: Deps, current: QueueRecord, greeting: string | undefined): GuardedWrite[] {
  if (greeting === undefined || !isBlank(greeting)) return [];
  const item = counterAtMostItem(deps.table, current.companyId, 'queueCount', QUEUES_WITHOUT_GREETING);
  return [{ item, onConditionFailure: greetingRequired }];
}

function colorMove(deps: Deps, current: QueueRecord, color: string | undefined): GuardedWrite[] {
  if (color === undefined || color.toLowerCase() === current.color.toLowerCase()) return [];
  return [
    { item: colorClaimItem(deps.table, current.companyId, color, current.id), onConditionFailure: colorTaken },
    { item: colorReleaseItem(deps.table, current.companyId, current.color, current.id) },
  ];
}

async function publishQueue(deps: Deps, action: 'create' | 'update', record: QueueRecord): Promise<Queue> {
  const queue = toQueue(record);
  await deps.realtime.publish(record.companyId, `company-${record.companyId}-queue`, { action, queue });
  return queue;
}

function toQueue(record: QueueRecord): Queue {
  const { rev: _rev, ...queue } = record;
  return queue;
}
