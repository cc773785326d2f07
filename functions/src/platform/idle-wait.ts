/** How a local poller paces its looks (docs/decisions/060). */
export interface IdlePace {
  /** The wait after a look that found work, and the first one after it found none. */
  pollIntervalMs: number;
  /** The longest wait: it doubles from pollIntervalMs with each look in a row that finds nothing, up to this. */
  idlePollMaxMs: number;
}

/**
 * The wait before the next look, after `idleLooks` looks in a row found nothing (0 after one that found work):
 * doubling from the interval up to the longest wait, and never past `nextAt`, when something the last look saw
 * falls due (a delayed job, a claim lapsing, a timer).
 */
export function idleWait(pace: IdlePace, idleLooks: number, nextAt: number, now: number): number {
  const longest = Math.max(pace.pollIntervalMs, pace.idlePollMaxMs);
  const backedOff = Math.min(pace.pollIntervalMs * 2 ** Math.max(0, idleLooks - 1), longest);
  return Math.max(0, Math.min(backedOff, nextAt - now));
}
