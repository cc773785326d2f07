import { isAdmin, type Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import type { Audience } from '../../platform/realtime/realtime.js';
import { isConditionFailure } from '../../platform/table.js';
import { hashPassword } from '../auth/password.js';
import { endSockets } from '../auth/revocation.js';
import { counterDecrementItem, counterIncrementItem, planLimit } from '../companies/service.js';
import { connectionExistsItem } from '../connections/service.js';
import { listQueues, queueRefs } from '../queues/service.js';
import type { Queue, QueueRef } from '../queues/schema.js';
import {
  emailClaimItem,
  emailReleaseItem,
  getUserRecord,
  listUserRecords,
  toPublicUser,
  updateUserRecord,
  userDeleteItem,
  userPutItem,
  userUpdateItem,
  type UserRecord,
} from './repo.js';
import { claimingEmail, emailTaken } from './email-claims.js';
import type { User, UserCreate, UserUpdate } from './schema.js';

/** A user as the API answers it: no secrets, and the user's queues as references. */
export type UserAnswer = User & { queues: QueueRef[] };

const USERS_PAGE_SIZE = 20;

const notFound = () => new AppError('ERR_NO_USER_FOUND', 404, 'Usuário não encontrado.');
const noPermission = () => new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');
const limitReached = (limit: number) =>
  new AppError('ERR_PLAN_LIMIT_USERS', 403, `Número máximo de usuários já alcançado: ${limit}`, { limit });

export async function queuesOfUser(deps: Deps, record: UserRecord): Promise<QueueRef[]> {
  return queueRefs(await listQueues(deps, record.companyId), record.queueIds);
}

/** One page of the Users screen: name or email containing the search text, in name order. */
export async function listUsersPage(deps: Deps, actor: Actor, searchParam: string, pageNumber: number) {
  const search = searchParam.trim().toLowerCase();
  const records = await listUserRecords(deps.table, actor.companyId);
  const matching = records.filter(
    (user) => user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search),
  );
  const start = (pageNumber - 1) * USERS_PAGE_SIZE;
  const page = matching.slice(start, start + USERS_PAGE_SIZE);
  const queues = await listQueues(deps, actor.companyId);
  return {
    users: page.map((record) => toAnswer(record, queues)),
    count: matching.length,
    hasMore: start + page.length < matching.length,
  };
}

export async function listUsers(deps: Deps, actor: Actor): Promise<UserAnswer[]> {
  const [records, queues] = await Promise.all([
    listUserRecords(deps.table, actor.companyId),
    listQueues(deps, actor.companyId),
  ]);
  return records.map((record) => toAnswer(record, queues));
}

export async function showUser(deps: Deps, actor: Actor, userId: string): Promise<UserAnswer> {
  const record = await getUserRecord(deps.table, actor.companyId, userId);
  if (!record) throw notFound();
  return answer(deps, record);
}

/**
 * Adds a user. The email item and the plan's user limit are enforced in the same transaction as the user
 * itself, so two creates racing for the last seat or for one email cannot both win.
 */
export async function createUser(deps: Deps, actor: Actor, input: UserCreate): Promise<UserAnswer> {
  const companyId = actor.companyId;
  const [limit, queueIds] = await Promise.all([
    planLimit(deps, companyId, 'users'),
    knownQueueIds(deps, companyId, input.queueIds),
  ]);
  const now = deps.clock.now().toISOString();
  const { password, ...fields } = input;
  const record: UserRecord = {
    ...fields,
    id: newId(),
    companyId,
    queueIds,
    whatsappId: input.whatsappId ?? null,
    super: false,
    online: false,
    passwordHash: await hashPassword(password),
    tokenVersion: 0,
    rev: 0,
    createdAt: now,
    updatedAt: now,
  };
  await claimingEmail(deps, companyId, () =>
    transactGuarded(deps.table, [
      ...connectionGuard(deps, companyId, input.whatsappId),
      { item: emailClaimItem(deps.table, record.email, record), onConditionFailure: emailTaken },
      {
        item: counterIncrementItem(deps.table, companyId, 'userCount', limit),
        onConditionFailure: () => limitReached(limit),
      },
      { item: userPutItem(deps.table, record) },
    ]),
  );
  return publishUser(deps, 'create', record);
}

/** What an update answers: the user, and the token version its sessions now need when the password changed. */
export interface UserUpdated {
  user: UserAnswer;
  tokenVersion?: number;
}

/**
 * Changes the fields sent. Admins edit anyone of the company; other users only themselves (spec 1 §5–6). A new
 * password ends every session of the user in the same write (docs/decisions/018).
 */
export async function updateUser(deps: Deps, actor: Actor, userId: string, input: UserUpdate): Promise<UserUpdated> {
  if (!isAdmin(actor) && userId !== actor.userId) throw noPermission();
  const updated = await retryOnStale(async () => {
    const current = await getUserRecord(deps.table, actor.companyId, userId);
    if (!current) throw notFound();
    assertMayChange(actor, current, input);
    const changes = await userChanges(deps, current, input);
    const moves = emailMove(deps, current, changes.email);
    const write = () =>
      transactGuarded(deps.table, [
        ...connectionGuard(deps, current.companyId, input.whatsappId),
        ...moves,
        { item: userUpdateItem(deps.table, current, changes), onConditionFailure: () => new StaleRecord() },
      ]);
    await (moves.length ? claimingEmail(deps, current.companyId, write) : write());
    return { ...current, ...changes };
  });
  if (input.password) await endSockets(deps, updated.companyId, updated.id, 'password', updated.tokenVersion);
  return {
    user: await publishUser(deps, 'update', updated),
    tokenVersion: input.password ? updated.tokenVersion : undefined,
  };
}

export async function deleteUser(deps: Deps, actor: Actor, userId: string): Promise<void> {
  if (userId === actor.userId) {
    throw new AppError('ERR_CANNOT_DELETE_SELF', 400, 'Você não pode excluir o seu próprio usuário.');
  }
  await retryOnStale(async () => {
    const current = await getUserRecord(deps.table, actor.companyId, userId);
    if (!current) throw notFound();
    if (current.super && !actor.super) throw noPermission();
    await transactGuarded(deps.table, [
      { item: userDeleteItem(deps.table, current), onConditionFailure: () => new StaleRecord() },
      { item: emailReleaseItem(deps.table, current.email, current.id) },
      { item: counterDecrementItem(deps.table, current.companyId, 'userCount') },
    ]);
  });
  await endSockets(deps, actor.companyId, userId, 'removed');
  await deps.realtime.publish(actor.companyId, `company-${actor.companyId}-user`, { action: 'delete', userId });
}

/** Takes a deleted queue out of every user of the company that was in it. */
export async function removeQueueFromUsers(deps: Deps, companyId: string, queueId: string): Promise<void> {
  await reviseUsers(deps, companyId, (user) =>
    user.queueIds.includes(queueId) ? { queueIds: user.queueIds.filter((id) => id !== queueId) } : undefined,
  );
}

/** Clears a deleted connection from every user of the company that had it as default connection. */
export async function clearConnectionFromUsers(deps: Deps, companyId: string, connectionId: string): Promise<void> {
  await reviseUsers(deps, companyId, (user) => (user.whatsappId === connectionId ? { whatsappId: null } : undefined));
}

/** The fields to change on a user, or undefined when the user is not concerned. */
type UserChange = (user: UserRecord) => Partial<UserRecord> | undefined;

/** Applies `change` to each user it answers a change for, re-reading the user when an edit raced it. */
async function reviseUsers(deps: Deps, companyId: string, change: UserChange): Promise<void> {
  const affected = (await listUserRecords(deps.table, companyId)).filter((user) => change(user));
  await Promise.all(affected.map((user) => retryOnStale(() => reviseUser(deps, companyId, user.id, change))));
}

async function reviseUser(deps: Deps, companyId: string, userId: string, change: UserChange): Promise<void> {
  const current = await getUserRecord(deps.table, companyId, userId);
  const changes = current && change(current);
  if (!current || !changes) return;
  const updatedAt = deps.clock.now().toISOString();
  const updated = await updateUserRecord(deps.table, current, { ...changes, updatedAt }).catch((error: unknown) => {
    throw isConditionFailure(error) ? new StaleRecord() : error;
  });
  await publishUser(deps, 'update', updated);
}

/**
 * Profile, queues, default connection and the pending-tickets switch are admin matters (spec 1 §5); a super
 * user's account is editable only by a super user, so a company admin cannot take it over.
 */
function assertMayChange(actor: Actor, target: UserRecord, input: UserUpdate): void {
  if (target.super && !actor.super) throw noPermission();
  if (isAdmin(actor)) return;
  const changesProfile = input.profile !== undefined && input.profile !== target.profile;
  const changesQueues = input.queueIds !== undefined && !sameMembers(input.queueIds, target.queueIds);
  const changesConnection = input.whatsappId !== undefined && input.whatsappId !== target.whatsappId;
  const changesAllTicket = input.allTicket !== undefined && input.allTicket !== target.allTicket;
  if (changesProfile || changesQueues || changesConnection || changesAllTicket) throw noPermission();
}

/** The stored form of the fields sent: references checked, password hashed, blanks meaning "keep". */
async function userChanges(deps: Deps, current: UserRecord, input: UserUpdate): Promise<Partial<UserRecord>> {
  const { password, queueIds, ...fields } = input;
  const knownIds = queueIds && (await knownQueueIds(deps, current.companyId, queueIds));
  return definedFields({
    ...fields,
    queueIds: knownIds,
    passwordHash: password ? await hashPassword(password) : undefined,
    tokenVersion: password ? current.tokenVersion + 1 : undefined,
    updatedAt: deps.clock.now().toISOString(),
  });
}

/** A new email takes its unique item and frees the old one; a change of letter case keeps the same item. */
function emailMove(deps: Deps, current: UserRecord, email: string | undefined): GuardedWrite[] {
  if (email === undefined || email.toLowerCase() === current.email.toLowerCase()) return [];
  return [
    { item: emailClaimItem(deps.table, email, current), onConditionFailure: emailTaken },
    { item: emailReleaseItem(deps.table, current.email, current.id) },
  ];
}

/** The ids, without repeats, once each is known to be a queue of the company. */
async function knownQueueIds(deps: Deps, companyId: string, queueIds: string[]): Promise<string[]> {
  const unique = [...new Set(queueIds)];
  if (unique.length === 0) return unique;
  const known = new Set((await listQueues(deps, companyId)).map((queue) => queue.id));
  if (unique.some((id) => !known.has(id))) throw new AppError('ERR_NO_QUEUE_FOUND', 400, 'Fila não encontrada.');
  return unique;
}

/**
 * The user's default connection must exist when the user is written: checked at commit, so a connection deleted
 * meanwhile is either refused here or already seen by the deletion's cascade (clearConnectionFromUsers).
 */
function connectionGuard(deps: Deps, companyId: string, whatsappId: string | null | undefined): GuardedWrite[] {
  if (!whatsappId) return [];
  const noConnection = () => new AppError('ERR_NO_WAPP_FOUND', 400, 'Conexão não encontrada.');
  return [{ item: connectionExistsItem(deps.table, companyId, whatsappId), onConditionFailure: noConnection }];
}

async function answer(deps: Deps, record: UserRecord): Promise<UserAnswer> {
  return toAnswer(record, await listQueues(deps, record.companyId));
}

function toAnswer(record: UserRecord, queues: Queue[]): UserAnswer {
  return { ...toPublicUser(record), queues: queueRefs(queues, record.queueIds) };
}

export async function publishUser(
  deps: Deps,
  action: 'create' | 'update',
  record: UserRecord,
  audience?: Audience,
): Promise<UserAnswer> {
  const user = await answer(deps, record);
  await deps.realtime.publish(record.companyId, `company-${record.companyId}-user`, { action, user }, audience);
  return user;
}

function sameMembers(a: string[], b: string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}
