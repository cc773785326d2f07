import type { BatchResult, JobRecord } from '../platform/jobs/job-queue.js';

/** The part of Lambda's SQS event the consumers read (each record is a superset of a JobRecord). */
export interface SqsEvent {
  Records: JobRecord[];
}

/** The answer that, with `ReportBatchItemFailures` on the event source, retries only the failed records. */
export type SqsBatchResponse = BatchResult;
