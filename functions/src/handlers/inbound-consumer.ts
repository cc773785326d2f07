import { createInboundConsumer } from '../domain/inbound/consumer.js';
import { createIngest } from '../domain/inbound/ingest.js';
import { cloudDeps } from './cloud-deps.js';
import type { SqsBatchResponse, SqsEvent } from './sqs-event.js';

const consume = createInboundConsumer(createIngest(cloudDeps()));

/**
 * The inbound FIFO queue's consumer (stacks/Jobs.ts): provider events → contacts, tickets, messages, the same
 * function `npm start` runs on the table queue. A failed record and the later records of its group are
 * reported, so SQS retries them in order and deletes the rest.
 */
export function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  return consume(event.Records);
}
