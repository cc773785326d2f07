import type { Deps } from '../platform/deps.js';
import type { TimerTargets } from '../platform/scheduler/scheduler.js';

/**
 * What each timer target name runs, shared by the local scheduler (`npm start`) and the timers Lambda, as
 * http/app.ts is shared by both servers. Domain code sets timers with `deps.scheduler.at(time, target, payload,
 * id)` and registers the target here; ticket timers (issue 5) and campaign starts are the first users.
 */
export function timerTargets(_deps: Deps): TimerTargets {
  return {};
}
