const RETRY_BASE_MS = 200;
const RETRY_MAX_MS = 10_000;
/** Once the session is gone, work that still fails is given up after this many attempts in all. */
const ATTEMPTS_AFTER_CLOSE = 5;

export interface RetryPolicy {
  /** Whether the session is gone (stopped, replaced): from then on the attempts are bounded. */
  closed: () => boolean;
  wait: (ms: number) => Promise<void>;
  /** Each failure that will be tried again. */
  onRetry: (attempt: number, error: unknown) => void;
}

/**
 * Runs `work` until it succeeds, waiting 200 ms doubling to 10 s between failures. While the session lives the
 * work is never skipped, since a later event must not overtake it (session-events.ts); once it is closed, the
 * work is given up after ATTEMPTS_AFTER_CLOSE attempts. Answers the last failure when it gave up.
 */
export async function retryUntilClosed(
  work: () => Promise<void>,
  policy: RetryPolicy,
): Promise<{ attempt: number; error: unknown } | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      await work();
      return undefined;
    } catch (error) {
      if (policy.closed() && attempt >= ATTEMPTS_AFTER_CLOSE) return { attempt, error };
      policy.onRetry(attempt, error);
      await policy.wait(Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt));
    }
  }
}
