import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { log } from '../../platform/log.js';
import { definedFields } from '../../platform/revised-update.js';
import { isConditionFailure } from '../../platform/table.js';
import { contactNotFound } from '../contacts/service.js';
import { getContactRecord, getContactRecords } from '../contacts/repo.js';
import {
  deleteScheduleRecord,
  getScheduleRecord,
  listScheduleRecords,
  putScheduleRecord,
  updateScheduleRecord,
  type ScheduleRecord,
} from './repo.js';
import {
  schedulesChannel,
  type ScheduleAnswer,
  type ScheduleCreate,
  type ScheduleEvent,
  type SchedulePage,
  type ScheduleUpdate,
} from './schema.js';
import { armSchedule, disarmSchedule } from './timer.js';

/** Schedules per page of GET /schedules (the calendar reads every page). */
export const SCHEDULES_PAGE_SIZE = 100;

export const scheduleNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Agendamento não encontrado.');
const alreadySent = () =>
  new AppError('ERR_SCHEDULE_ALREADY_SENT', 409, 'Esta mensagem já foi enviada e não pode mais ser alterada.');

/** GET /schedules: the company's schedules by sendAt whose contact (name, number) or text holds the search. */
export async function listSchedules(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<SchedulePage> {
  const records = await listScheduleRecords(deps.table, actor.companyId);
  const answers = await answersOf(deps, actor.companyId, records);
  const search = searchParam.toLowerCase();
  const matching = search
    ? answers.filter((schedule) =>
        [schedule.body, schedule.contact?.name ?? '', schedule.contact?.number ?? ''].some((text) =>
          text.toLowerCase().includes(search),
        ),
      )
    : answers;
  const start = (pageNumber - 1) * SCHEDULES_PAGE_SIZE;
  const schedules = matching.slice(start, start + SCHEDULES_PAGE_SIZE);
  return { schedules, count: matching.length, hasMore: start + schedules.length < matching.length };
}

export async function showSchedule(deps: Deps, actor: Actor, id: string): Promise<ScheduleAnswer> {
  const record = await getScheduleRecord(deps.table, actor.companyId, id);
  if (!record) throw scheduleNotFound();
  return (await answersOf(deps, actor.companyId, [record]))[0]!;
}

/** POST /schedules: stored pending, then its timer is armed for sendAt. */
export async function createSchedule(deps: Deps, actor: Actor, input: ScheduleCreate): Promise<ScheduleAnswer> {
  await assertContact(deps, actor.companyId, input.contactId);
  const now = deps.clock.now().toISOString();
  const record: ScheduleRecord = {
    id: newId(),
    companyId: actor.companyId,
    ...input,
    sentAt: null,
    status: 'PENDENTE',
    reason: null,
    userId: actor.userId,
    ticketId: null,
    mediaPath: null,
    mediaName: null,
    messageId: null,
    claimedAt: null,
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
  await putScheduleRecord(deps.table, record);
  await armSchedule(deps, record);
  return publishSchedule(deps, 'create', record);
}

/**
 * PUT /schedules/{id}: only before it is sent (or while a send is under way). A new sendAt re-arms the timer (the
 * old one, should it still fire, finds another sendAt and does nothing); a failed schedule edited is pending again.
 */
export async function updateSchedule(
  deps: Deps,
  actor: Actor,
  id: string,
  input: ScheduleUpdate,
): Promise<ScheduleAnswer> {
  if (input.contactId) await assertContact(deps, actor.companyId, input.contactId);
  const updated = await retryOnStale(async () => {
    const current = await editable(deps, actor.companyId, id);
    const changes: Partial<ScheduleRecord> = {
      ...definedFields(input),
      ...(current.status === 'ERRO' ? { status: 'PENDENTE', reason: null, messageId: null, claimedAt: null } : {}),
      updatedAt: deps.clock.now().toISOString(),
    };
    return updateScheduleRecord(deps.table, current, changes).catch((error: unknown) => {
      throw isConditionFailure(error) ? new StaleRecord() : error;
    });
  });
  await armSchedule(deps, updated);
  return publishSchedule(deps, 'update', updated);
}

/** DELETE /schedules/{id}: the schedule, its attachment and its timer go. */
export async function deleteSchedule(deps: Deps, actor: Actor, id: string): Promise<void> {
  const current = await getScheduleRecord(deps.table, actor.companyId, id);
  if (!current) throw scheduleNotFound();
  await deleteScheduleRecord(deps.table, current);
  await disarmSchedule(deps, current);
  if (current.mediaPath) {
    await deps.blobs.delete(current.mediaPath).catch((error: unknown) => {
      log('warn', { where: 'schedules.delete', scheduleId: id, error: String(error) });
    });
  }
  const event: ScheduleEvent = { action: 'delete', scheduleId: id };
  await deps.realtime.publish(actor.companyId, schedulesChannel(actor.companyId), event);
}

/** The schedule, if it can still change: once sent (sentAt), or while its send is under way, it is only shown. */
export async function editable(deps: Deps, companyId: string, id: string): Promise<ScheduleRecord> {
  const current = await getScheduleRecord(deps.table, companyId, id);
  if (!current) throw scheduleNotFound();
  if (current.sentAt || (current.claimedAt && current.status === 'PENDENTE')) throw alreadySent();
  return current;
}

/** Tells the company's users about the schedule as it is now; answers it. */
export async function publishSchedule(
  deps: Deps,
  action: 'create' | 'update',
  record: ScheduleRecord,
): Promise<ScheduleAnswer> {
  const schedule = (await answersOf(deps, record.companyId, [record]))[0]!;
  const event: ScheduleEvent = { action, schedule };
  await deps.realtime.publish(record.companyId, schedulesChannel(record.companyId), event);
  return schedule;
}

/** A contact of another company is not found: ids come from the body, the company from the actor. */
async function assertContact(deps: Deps, companyId: string, contactId: string): Promise<void> {
  if (!(await getContactRecord(deps.table, companyId, contactId))) throw contactNotFound();
}

async function answersOf(deps: Deps, companyId: string, records: ScheduleRecord[]): Promise<ScheduleAnswer[]> {
  const ids = [...new Set(records.map((record) => record.contactId))];
  const contacts = new Map((await getContactRecords(deps.table, companyId, ids)).map((c) => [c.id, c]));
  return records.map((record) => {
    const { companyId: _c, rev: _r, messageId: _m, claimedAt: _a, ...schedule } = record;
    const contact = contacts.get(record.contactId);
    return { ...schedule, contact: contact ? { id: contact.id, name: contact.name, number: contact.number } : null };
  });
}
