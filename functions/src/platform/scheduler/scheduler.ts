import { log } from '../log.js';

/**
 * The Scheduler port (ARCHITECTURE.md, docs/decisions/011): one-off timers. The cloud keeps each timer as an
 * EventBridge Scheduler `at(...)` schedule that deletes itself after it runs; `npm start` keeps them in the table.
 * Delivery is at least once, so targets must be idempotent.
 */
export interface Scheduler {
  /** Runs `target` with `payload` once at `time` (or soon after); a pending timer with the same id is replaced. */
  at(time: Date, target: string, payload: unknown, id: string): Promise<void>;
  /** Forgets a pending timer; a timer that already ran, or never existed, is no error. */
  cancel(id: string): Promise<void>;
}

/** What a timer hands its target when it fires: the same JSON in both runs. */
export interface TimerEvent {
  id: string;
  target: string;
  payload: unknown;
  /** ISO time the timer was set for. */
  time: string;
}

/** The code behind each target name (ticket timers and campaign starts name theirs; see timers/targets.ts). */
export type TimerTargets = Record<string, (payload: unknown, timer: TimerEvent) => Promise<void>>;

/** EventBridge schedule names: 1–64 of letters, digits, `-`, `_`, `.`; the local store takes the same ids. */
const TIMER_ID = /^[0-9A-Za-z_.-]{1,64}$/;

export function assertTimer(id: string, target: string): void {
  if (!TIMER_ID.test(id)) throw new Error(`Invalid timer id ${JSON.stringify(id)}: 1-64 of [0-9A-Za-z_.-]`);
  if (!target) throw new Error(`Timer ${id} has no target`);
}

/**
 * Runs a fired timer's target. An unknown target can never succeed, so it is logged and dropped rather than
 * retried; a target that throws is retried by the adapter (local) or by SQS (cloud).
 */
export async function runTimer(targets: TimerTargets, timer: TimerEvent): Promise<void> {
  const run = Object.hasOwn(targets, timer.target) ? targets[timer.target] : undefined;
  if (!run) {
    log('error', { where: 'timers', dropped: 'unknown target', timerId: timer.id, target: timer.target });
    return;
  }
  await run(timer.payload, timer);
}
