import type { JobItem, JobStore } from './job-store.js';

/** How long completions gather before they are written together (one transaction instead of one each). */
const WINDOW_MS = 10;
/** Deletes per transaction (DynamoDB takes 100 items; fewer keeps a cancelled one cheap to redo). */
const MAX_PER_WRITE = 25;

/**
 * Handled jobs of one consumer, deleted in groups: the completions that arrive within a few milliseconds of
 * each other cost one conditional transaction. Each caller learns whether its job was still held.
 */
export class Completions {
  private waiting: { job: JobItem; done: (held: boolean) => void; fail: (error: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly store: JobStore) {}

  complete(job: JobItem): Promise<boolean> {
    return new Promise((done, fail) => {
      this.waiting.push({ job, done, fail });
      if (this.waiting.length >= MAX_PER_WRITE) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), WINDOW_MS);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting.splice(0, MAX_PER_WRITE);
    if (this.waiting.length > 0) this.timer = setTimeout(() => this.flush(), WINDOW_MS);
    if (batch.length === 0) return;
    this.store.completeAll(batch.map((entry) => entry.job)).then(
      (held) => batch.forEach((entry, index) => entry.done(held[index] ?? false)),
      (error: unknown) => batch.forEach((entry) => entry.fail(error)),
    );
  }
}
