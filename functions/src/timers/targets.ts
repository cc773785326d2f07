import { campaignTimerTargets } from '../domain/campaigns/engine/start-timer.js';
import { campaignWatchTargets } from '../domain/campaigns/engine/watchdog.js';
import { createDueInvoices } from '../domain/invoices/billing.js';
import { scheduleTimerTargets } from '../domain/schedules/timer.js';
import { ticketTimerTargets } from '../domain/ticket-timers/ticket-timers.js';
import type { Deps } from '../platform/deps.js';
import type { TimerTargets } from '../platform/scheduler/scheduler.js';
import { DAILY_INVOICES_TARGET } from './recurring.js';

/**
 * What each timer target name runs, shared by the local scheduler (`npm start`) and the timers Lambda, as
 * http/app.ts is shared by both servers. Domain code sets timers with `deps.scheduler.at(time, target, payload,
 * id)` and registers its targets here: the ticket timers (inactivity close, queue transfer), scheduled messages, the daily invoices,
 * campaign starts and the campaign engine's watchdog (docs/decisions/048).
 */
export function timerTargets(deps: Deps): TimerTargets {
  return {
    ...ticketTimerTargets(deps),
    ...scheduleTimerTargets(deps),
    ...campaignTimerTargets(deps),
    ...campaignWatchTargets(deps),
    [DAILY_INVOICES_TARGET]: async () => {
      await createDueInvoices(deps);
    },
  };
}
