import { createDueInvoices } from '../domain/invoices/billing.js';
import { scheduleTimerTargets } from '../domain/schedules/timer.js';
import { ticketTimerTargets } from '../domain/ticket-timers/ticket-timers.js';
import type { Deps } from '../platform/deps.js';
import type { TimerTargets } from '../platform/scheduler/scheduler.js';
import { DAILY_INVOICES_TARGET } from './recurring.js';

/**
 * What each timer target name runs, shared by the local scheduler (`npm start`) and the timers Lambda, as
 * http/app.ts is shared by both servers. Domain code sets timers with `deps.scheduler.at(time, target, payload,
 * id)` and registers its targets here: the ticket timers (inactivity close, queue transfer), scheduled messages, the daily invoices;
 * campaign starts later.
 */
export function timerTargets(deps: Deps): TimerTargets {
  return {
    ...ticketTimerTargets(deps),
    ...scheduleTimerTargets(deps),
    [DAILY_INVOICES_TARGET]: async () => {
      await createDueInvoices(deps);
    },
  };
}
