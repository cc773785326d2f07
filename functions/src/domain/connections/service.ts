import { randomBytes } from 'node:crypto';
import { isAdmin, type Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import { companyCount, counterIncrementItem, planLimit } from '../companies/service.js';
import type { Queue, QueueRef } from '../queues/schema.js';
import { liveCountCreateItem } from '../tickets/live-count.js';
import { listQueues, queueRefs } from '../queues/service.js';
import { currentDefault, defaultGuard, noOtherDefault } from './default-connection.js';
import {
  connectionPutItem,
  connectionUpdateItem,
  getConnectionRecord,
  listConnectionRecords,
  toConnection,
  type ConnectionRecord,
} from './repo.js';
import {
  greetingMissing,
  withoutToken,
  type Connection,
  type ConnectionCreate,
  type ConnectionUpdate,
} from './schema.js';
import { connectionNotFound, requestNewQr, startSession } from './session-control.js';
import { tokenClaimWrite, tokenReleaseWrites } from './token-lookup.js';

export { connectionExistsItem } from './repo.js';

/** A connection as the API answers it: with its queues as references. */
export type ConnectionAnswer = Connection & { queues: QueueRef[] };

export const connectionsChannel = (companyId: string) => `company-${companyId}-whatsapp`;

const queueNotFound = () => new AppError('ERR_NO_QUEUE_FOUND', 404, 'Fila não encontrada.');
const greetingRequired = () =>
  new AppError('ERR_WAPP_GREETING_REQUIRED', 400, 'A mensagem de saudação é obrigatória quando há mais de uma fila.');
const limitReached = (limit: number) =>
  new AppError('ERR_PLAN_LIMIT_CONNECTIONS', 403, `Número máximo de conexões já alcançado: ${limit}`, { limit });
const stale = () => new StaleRecord();

/** A random url-safe API token (256 bits). */
const newToken = () => randomBytes(32).toString('base64url');

export async function getConnection(deps: Pick<Deps, 'table'>, companyId: string, connectionId: string) {
  const record = await getConnectionRecord(deps.table, companyId, connectionId);
  return record && toConnection(record);
}

export async function listConnections(deps: Deps, actor: Actor): Promise<ConnectionAnswer[]> {
  const [records, queues] = await Promise.all([
    listConnectionRecords(deps.table, actor.companyId),
    listQueues(deps, actor.companyId),
  ]);
  return records.map((record) => answerFor(actor, record, queues));
}

export async function showConnection(deps: Deps, actor: Actor, connectionId: string): Promise<ConnectionAnswer> {
  const [record, queues] = await Promise.all([
    getConnectionRecord(deps.table, actor.companyId, connectionId),
    listQueues(deps, actor.companyId),
  ]);
  if (!record) throw connectionNotFound();
  return answerFor(actor, record, queues);
}

/**
 * Adds a connection and starts its session. The plan's limit and the default rule are conditions of the same
 * transaction: the company's first connection is its default and may only be added while there is none.
 */
export async function createConnection(deps: Deps, actor: Actor, input: ConnectionCreate): Promise<ConnectionAnswer> {
  const companyId = actor.companyId;
  const [limit, queues] = await Promise.all([planLimit(deps, companyId, 'connections'), listQueues(deps, companyId)]);
  const base = newRecord(deps, companyId, input, queues);
  const { record, demoted } = await retryOnStale(async () => {
    const existing = await listConnectionRecords(deps.table, companyId);
    const previous = currentDefault(existing);
    const record = { ...base, isDefault: input.isDefault || !previous };
    const guard = defaultGuard(deps, previous, record.isDefault, record.createdAt);
    const bound = existing.length === 0 ? Math.min(limit, 1) : limit;
    await transactGuarded(deps.table, [
      {
        item: counterIncrementItem(deps.table, companyId, 'connectionCount', bound),
        onConditionFailure: () => explainCountRefusal(deps, companyId, limit),
      },
      ...guard.writes,
      { item: connectionPutItem(deps.table, record) },
      { item: liveCountCreateItem(deps.table, companyId, record.id) },
      tokenClaimWrite(deps.table, record.token, companyId, record.id),
    ]);
    return { record, demoted: guard.demoted };
  });
  if (demoted) await publishConnection(deps, demoted, queues);
  await publishConnection(deps, record, queues);
  await startSession(deps, companyId, record.id);
  return answerFor(actor, record, queues);
}

/** Changes the fields sent. Making a connection the default demotes the old one in the same transaction. */
export async function updateConnection(
  deps: Deps,
  actor: Actor,
  connectionId: string,
  input: ConnectionUpdate,
): Promise<ConnectionAnswer> {
  const queues = await listQueues(deps, actor.companyId);
  const { isDefault, token, queueIds, transferQueueId, ...fields } = input;
  const changes: Partial<ConnectionRecord> = definedFields({
    ...fields,
    queueIds: queueIds && checkedQueueIds(queues, queueIds),
    transferQueueId: transferQueueId === undefined ? undefined : checkedQueueId(queues, transferQueueId),
    token: token === undefined ? undefined : token || newToken(),
    updatedAt: deps.clock.now().toISOString(),
  });
  const { record, demoted, providerChanged } = await retryOnStale(async () => {
    const current = await getConnectionRecord(deps.table, actor.companyId, connectionId);
    if (!current) throw connectionNotFound();
    const record = { ...current, ...changes, isDefault: isDefault ?? current.isDefault };
    if (greetingMissing(record.queueIds, record.greetingMessage)) throw greetingRequired();
    const guard = await defaultChange(deps, current, record.isDefault, record.updatedAt);
    const update = connectionUpdateItem(deps.table, current, { ...changes, isDefault: record.isDefault });
    await transactGuarded(deps.table, [
      ...guard.writes,
      { item: update, onConditionFailure: stale },
      ...(await tokenWrites(deps, current, record.token)),
    ]);
    return { record, demoted: guard.demoted, providerChanged: record.provider !== current.provider };
  });
  if (demoted) await publishConnection(deps, demoted, queues);
  await publishConnection(deps, record, queues);
  // Another provider cannot use the old one's login: the session starts over with the new one and a new QR.
  if (providerChanged) await requestNewQr(deps, actor.companyId, connectionId);
  return answerFor(actor, record, queues);
}

/** Takes a deleted queue out of every connection that offered it or redirected to it. */
export async function removeQueueFromConnections(deps: Deps, companyId: string, queueId: string): Promise<void> {
  const linked = (await listConnectionRecords(deps.table, companyId)).filter((record) => linksQueue(record, queueId));
  if (linked.length === 0) return;
  const queues = await listQueues(deps, companyId);
  await Promise.all(linked.map(({ id }) => retryOnStale(() => unlinkQueue(deps, companyId, id, queueId, queues))));
}

/** `company-<id>-whatsapp`: the connection as saved. Agents receive it too, so it never carries the token. */
export async function publishConnection(deps: Deps, record: ConnectionRecord, queues: Queue[]): Promise<void> {
  const whatsapp = withoutToken({ ...toConnection(record), queues: queueRefs(queues, record.queueIds) });
  await deps.realtime.publish(record.companyId, connectionsChannel(record.companyId), { action: 'update', whatsapp });
}

/** The stored form of a new connection: references checked, defaults of the deployment filled in. */
function newRecord(deps: Deps, companyId: string, input: ConnectionCreate, queues: Queue[]): ConnectionRecord {
  const queueIds = checkedQueueIds(queues, input.queueIds);
  if (greetingMissing(queueIds, input.greetingMessage)) throw greetingRequired();
  const now = deps.clock.now().toISOString();
  return {
    ...input,
    id: newId(),
    companyId,
    queueIds,
    transferQueueId: checkedQueueId(queues, input.transferQueueId),
    provider: input.provider ?? deps.config.defaultProvider,
    token: input.token || newToken(),
    status: 'OPENING',
    qrcode: '',
    retries: 0,
    number: '',
    pairingCode: '',
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
}

/** The token's lookup claimed (again: a connection stored before the lookups gets one), the old one given up. */
async function tokenWrites(deps: Deps, current: ConnectionRecord, token: string): Promise<GuardedWrite[]> {
  if (!token) return [];
  const claim = tokenClaimWrite(deps.table, token, current.companyId, current.id);
  if (token === current.token || !current.token) return [claim];
  return [claim, ...(await tokenReleaseWrites(deps.table, current.token, current.companyId, current.id))];
}

/** Why the company counter refused a new connection, judged on the count as it is now. */
async function explainCountRefusal(deps: Deps, companyId: string, limit: number): Promise<Error> {
  const count = await companyCount(deps, companyId, 'connectionCount');
  return count >= limit ? limitReached(limit) : stale();
}

/** The token is a credential of the external API: only admins read it. */
function answerFor(actor: Actor, record: ConnectionRecord, queues: Queue[]): ConnectionAnswer {
  const token = isAdmin(actor) ? record.token : '';
  return { ...toConnection(record), token, queues: queueRefs(queues, record.queueIds) };
}

/** Unsetting the default is refused (another must be made default instead); setting it demotes the old one. */
async function defaultChange(deps: Deps, current: ConnectionRecord, isDefault: boolean, updatedAt: string) {
  if (isDefault === current.isDefault) return { writes: [] };
  if (!isDefault) throw noOtherDefault();
  const previous = currentDefault(await listConnectionRecords(deps.table, current.companyId), current.id);
  return defaultGuard(deps, previous, true, updatedAt);
}

async function unlinkQueue(deps: Deps, companyId: string, connectionId: string, queueId: string, queues: Queue[]) {
  const current = await getConnectionRecord(deps.table, companyId, connectionId);
  if (!current || !linksQueue(current, queueId)) return;
  const changes = {
    queueIds: current.queueIds.filter((id) => id !== queueId),
    transferQueueId: current.transferQueueId === queueId ? null : current.transferQueueId,
    updatedAt: deps.clock.now().toISOString(),
  };
  const item = connectionUpdateItem(deps.table, current, changes);
  await transactGuarded(deps.table, [{ item, onConditionFailure: stale }]);
  await publishConnection(deps, { ...current, ...changes }, queues);
}

function linksQueue(record: ConnectionRecord, queueId: string): boolean {
  return record.queueIds.includes(queueId) || record.transferQueueId === queueId;
}

/** The ids, without repeats, once each is known to be a queue of the company. */
function checkedQueueIds(queues: Queue[], queueIds: string[]): string[] {
  const unique = [...new Set(queueIds)];
  if (unique.some((id) => !queues.some((queue) => queue.id === id))) throw queueNotFound();
  return unique;
}

function checkedQueueId(queues: Queue[], queueId: string | null): string | null {
  if (queueId !== null) checkedQueueIds(queues, [queueId]);
  return queueId;
}
