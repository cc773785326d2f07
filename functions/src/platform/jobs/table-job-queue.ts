import type { Table } from '../table.js';
import { JobConsumer, type ConsumerOptions } from './job-consumer.js';
import {
  MAX_RECEIVES,
  type BatchHandler,
  type JobQueue,
  type JobRecord,
  type SendOptions,
  type TableQueueName,
} from './job-queue.js';
import { JobStore } from './job-store.js';

export type TableJobQueueOptions = Partial<ConsumerOptions>;

const DEFAULTS: ConsumerOptions = {
  visibilityTimeoutMs: 30_000,
  maxReceives: MAX_RECEIVES,
  pollIntervalMs: 250,
  idlePollMaxMs: 1_000,
  retryDelayMs: 1_000,
};

/** How often `drain` looks at the table. */
const DRAIN_CHECK_MS = 50;

/**
 * The JobQueue on the table (docs/decisions/009): the SQS FIFO stand-in for `npm start`. A job is in the table
 * before `send` returns, so a killed process loses nothing, and processes sharing the table (the API sends, a
 * standalone session host consumes) coordinate through conditional writes alone.
 */
export class TableJobQueue implements JobQueue {
  private readonly options: ConsumerOptions;
  private readonly consumers = new Map<TableQueueName, Set<JobConsumer>>();

  constructor(
    private readonly table: Table,
    options: TableJobQueueOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...definedOnly(options) };
  }

  async send(queue: TableQueueName, body: unknown, options: SendOptions): Promise<void> {
    const stored = await new JobStore(this.table, queue).put(body, options, Date.now());
    // Consumers in this process hear of it at once; those in other processes at their next poll.
    if (stored) for (const consumer of this.consumers.get(queue) ?? []) consumer.wake();
  }

  /** Deliver the queue's jobs to handler in SQS-shaped batches; per group one job in flight, in send order. */
  consume(queue: TableQueueName, handler: BatchHandler): { stop(): Promise<void> } {
    const consumer = new JobConsumer(new JobStore(this.table, queue), handler, this.options);
    const running = this.consumers.get(queue) ?? new Set();
    running.add(consumer);
    this.consumers.set(queue, running);
    return {
      stop: async () => {
        running.delete(consumer);
        await consumer.stop();
      },
    };
  }

  /** Resolves when the queue has no pending or in-flight job (tests, graceful shutdown). */
  async drain(queue: TableQueueName, timeoutMs = 10_000): Promise<void> {
    const store = new JobStore(this.table, queue);
    const deadline = Date.now() + timeoutMs;
    // A job leaves the partition only once handled or buried, so an empty partition means nothing is in flight.
    while (!(await store.isEmpty())) {
      if (Date.now() > deadline) throw new Error(`Queue ${queue} still holds jobs after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, DRAIN_CHECK_MS));
    }
  }

  /** Whether the queue holds any job, pending or in flight (a dead host's inbox left to drain). */
  async holdsJobs(queue: TableQueueName): Promise<boolean> {
    return !(await new JobStore(this.table, queue).isEmpty());
  }

  deadLetters(queue: TableQueueName): Promise<JobRecord[]> {
    return new JobStore(this.table, queue).deadLetters();
  }
}

/** `{ maxReceives: undefined }` must not override the default. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
