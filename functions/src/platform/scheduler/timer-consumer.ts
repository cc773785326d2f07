import { z } from 'zod';
import type { BatchHandler } from '../jobs/job-queue.js';
import { log } from '../log.js';
import { runTimer, type TimerTargets } from './scheduler.js';

const TimerEventSchema = z.object({
  id: z.string(),
  target: z.string(),
  payload: z.unknown(),
  time: z.string(),
});

/**
 * The timers queue's consumer (cloud): each record is the TimerEvent a schedule sent. Records are independent
 * (a standard queue), so only the ones whose target threw are reported failed and come back after the visibility
 * timeout; a record that is not a TimerEvent never will be, so it is logged and dropped.
 */
export function createTimerConsumer(targets: TimerTargets): BatchHandler {
  return async (records) => {
    const failures: { itemIdentifier: string }[] = [];
    for (const record of records) {
      const timer = TimerEventSchema.safeParse(parseJson(record.body));
      if (!timer.success) {
        log('error', { where: 'timers.consumer', dropped: 'malformed timer', messageId: record.messageId });
        continue;
      }
      try {
        await runTimer(targets, { ...timer.data, payload: timer.data.payload ?? null });
      } catch (error) {
        log('warn', {
          where: 'timers.consumer',
          timerId: timer.data.id,
          messageId: record.messageId,
          error: String(error),
        });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
