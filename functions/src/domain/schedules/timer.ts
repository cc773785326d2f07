import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import type { TimerTargets } from '../../platform/scheduler/scheduler.js';
import type { ScheduleRecord } from './repo.js';
import { sendScheduled } from './send.js';

/** The timer target of scheduled messages (timers/targets.ts; the cloud's timers Lambda runs it too). */
export const SCHEDULE_SEND_TARGET = 'schedule.send';

/** What the timer carries: the schedule and the sendAt it was armed for (a re-armed schedule has another). */
const SendPayload = z.object({ companyId: z.string(), scheduleId: z.string(), sendAt: z.string() });
export type SendPayload = z.infer<typeof SendPayload>;

/** One pending timer per schedule: arming again (a new sendAt) replaces it. ULIDs keep the id within 64. */
export const scheduleTimerId = (scheduleId: string) => `schedule-${scheduleId}`;

/** Sets (or replaces) the schedule's timer at its sendAt; a schedule already sent or claimed needs none. */
export async function armSchedule(deps: Deps, record: ScheduleRecord): Promise<void> {
  if (record.status !== 'PENDENTE' || record.claimedAt) return;
  const payload: SendPayload = { companyId: record.companyId, scheduleId: record.id, sendAt: record.sendAt };
  await deps.scheduler.at(new Date(record.sendAt), SCHEDULE_SEND_TARGET, payload, scheduleTimerId(record.id));
}

/** Forgets the timer of a deleted schedule (one that fires all the same finds no schedule and does nothing). */
export async function disarmSchedule(deps: Deps, record: Pick<ScheduleRecord, 'id'>): Promise<void> {
  await deps.scheduler.cancel(scheduleTimerId(record.id));
}

export function scheduleTimerTargets(deps: Deps): TimerTargets {
  return {
    [SCHEDULE_SEND_TARGET]: async (payload, timer) => {
      const parsed = SendPayload.safeParse(payload);
      if (!parsed.success) {
        log('error', { where: 'schedules.fire', dropped: 'malformed payload', timerId: timer.id });
        return;
      }
      await sendScheduled(deps, parsed.data);
    },
  };
}
