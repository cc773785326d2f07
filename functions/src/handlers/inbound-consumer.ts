import { createCompanyDeletionWorker } from '../domain/companies/deletion/worker.js';
import { createContactListCheckWorker } from '../domain/contact-lists/check.js';
import { createContactImportWorker } from '../domain/contacts/import/worker.js';
import { createInboundConsumer } from '../domain/inbound/consumer.js';
import { createIngest } from '../domain/inbound/ingest.js';
import { ALL_ADAPTERS } from './cloud-adapters.js';
import { cloudDeps } from './cloud-deps.js';
import type { SqsBatchResponse, SqsEvent } from './sqs-event.js';

const deps = cloudDeps(ALL_ADAPTERS);
const consume = createInboundConsumer(
  createIngest(deps),
  createContactImportWorker(deps),
  createCompanyDeletionWorker(deps),
  createContactListCheckWorker(deps),
);

/**
 * The inbound FIFO queue's consumer (stacks/Jobs.ts): provider events → contacts, tickets, messages, and the
 * chunks of contact imports (docs/decisions/020), the slices of company deletions (docs/decisions/039); the same
 * function `npm start` runs on the table queue. A failed record and the later records of its group are
 * reported, so SQS retries them in order and deletes the rest.
 */
export function handler(event: SqsEvent): Promise<SqsBatchResponse> {
  return consume(event.Records);
}
