export interface SendPacerOptions {
  /** Sends allowed back to back before pacing starts. */
  burst?: number;
  /** Sustained sends per second once the burst is spent. */
  perSecond?: number;
  /** Up to this much random extra wait on a paced send, so sends do not tick like a machine. */
  jitterMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Per-connection token bucket. Chat apps ban numbers that send in machine-like floods, so once a connection has
 * spent its burst every send waits for a token plus a random jitter. A token is reserved before the wait
 * (the bucket may go negative), so concurrent callers queue up behind each other instead of all waking at once.
 */
export class SendPacer {
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;
  private readonly perSecond: number;
  private readonly jitterMs: number;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(options: SendPacerOptions = {}) {
    this.burst = options.burst ?? 5;
    this.perSecond = options.perSecond ?? 1;
    this.jitterMs = options.jitterMs ?? 400;
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
  }

  /** Resolves when `key` may send; answers how long it waited (ms). */
  async take(key: string): Promise<number> {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 0) return 0;
    const waitMs = Math.ceil((-bucket.tokens / this.perSecond) * 1000 + this.random() * this.jitterMs);
    await this.sleep(waitMs);
    return waitMs;
  }

  /** Drops a connection's bucket (its session stopped). */
  forget(key: string): void {
    this.buckets.delete(key);
  }
}
