import type { ZodError } from 'zod';
import type { InboundJob } from '../../platform/chat/chat-provider.js';
import { MAX_RECEIVES, type BatchHandler, type JobRecord } from '../../platform/jobs/job-queue.js';
import { log } from '../../platform/log.js';
import { CompanyDeletionJob, isCompanyDeletionJob } from '../companies/deletion/job.js';
import { ContactImportJob, isContactImportJob } from '../contacts/import/job.js';
import { ContactListCheckJob, isContactListCheckJob } from '../contact-lists/check.js';
import { InboundJob as InboundJobSchema } from './schema.js';

/** `final`: this is the job's last receive; if it fails too, the queue dead-letters it. */
export type ImportContacts = (job: ContactImportJob, attempt: { final: boolean }) => Promise<void>;

/** A slice of a company's deletion (docs/decisions/039). */
export type DeleteCompany = (job: CompanyDeletionJob) => Promise<void>;

/** A round of a contact list's WhatsApp check (docs/decisions/047). */
export type CheckContactList = (job: ContactListCheckJob) => Promise<void>;

/**
 * What a record of the inbound queue holds: a provider event, a step of a contacts import (docs/decisions/020) or
 * a slice of a company's deletion (docs/decisions/039) or a round of a contact list's WhatsApp check (047).
 */
type QueueJob =
  | { kind: 'event'; job: InboundJob }
  | { kind: 'contactImport'; job: ContactImportJob }
  | { kind: 'companyDeletion'; job: CompanyDeletionJob }
  | { kind: 'contactListCheck'; job: ContactListCheckJob };

/**
 * The inbound queue's consumer, the same function under SQS and the local queue: parses each record and hands a
 * provider event to `ingest`, a contacts import step to `importContacts`, reporting failures per record. Groups
 * (chats, imports) run side by side; the records of one group run in record order, and once one fails the
 * group's later records are reported failed without being tried, so a FIFO group never skips ahead. A group
 * handled is reported at once through the batch context, so the queue frees it before the batch ends. Without
 * `importContacts` (a test's session host) an import step fails and waits for a consumer that has it.
 */
export function createInboundConsumer(
  ingest: (job: InboundJob) => Promise<void>,
  importContacts?: ImportContacts,
  deleteCompany?: DeleteCompany,
  checkContactList?: CheckContactList,
) {
  const run = async (queued: QueueJob, record: JobRecord) => {
    if (queued.kind === 'event') return ingest(queued.job);
    if (queued.kind === 'companyDeletion') {
      if (!deleteCompany) throw new Error('this consumer does not run company deletions');
      return deleteCompany(queued.job);
    }
    if (queued.kind === 'contactListCheck') {
      if (!checkContactList) throw new Error('this consumer does not run contact list checks');
      return checkContactList(queued.job);
    }
    if (!importContacts) throw new Error('this consumer does not run contact imports');
    return importContacts(queued.job, { final: Number(record.attributes.ApproximateReceiveCount) >= MAX_RECEIVES });
  };
  const handler: BatchHandler = async (records, context) => {
    const groups = new Map<string, JobRecord[]>();
    for (const record of records) {
      const group = record.attributes.MessageGroupId;
      groups.set(group, [...(groups.get(group) ?? []), record]);
    }
    const failed = await Promise.all(
      [...groups.values()].map(async (group) => {
        const failures = await runGroup(run, group);
        // A chat done is handed back at once: its next message need not wait for the batch's slowest chat.
        if (failures.length === 0) context?.handled(group.map((record) => record.messageId));
        return failures;
      }),
    );
    return { batchItemFailures: failed.flat().map((itemIdentifier) => ({ itemIdentifier })) };
  };
  return handler;
}

/** Answers the message ids of the group that failed or were held back behind a failure. */
async function runGroup(
  run: (job: QueueJob, record: JobRecord) => Promise<void>,
  records: JobRecord[],
): Promise<string[]> {
  for (const [index, record] of records.entries()) {
    const job = parseJob(record);
    // A body that cannot be read now never will be: retrying it would only hold up its group.
    if (!job) continue;
    try {
      await run(job, record);
    } catch (error) {
      const groupId = record.attributes.MessageGroupId;
      log('warn', { where: 'inbound.consumer', messageId: record.messageId, groupId, error: String(error) });
      return records.slice(index).map((r) => r.messageId);
    }
  }
  return [];
}

function parseJob(record: JobRecord): QueueJob | undefined {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  if (isCompanyDeletionJob(body)) {
    const parsed = CompanyDeletionJob.safeParse(body);
    return parsed.success ? { kind: 'companyDeletion', job: parsed.data } : dropped(record, parsed.error);
  }
  if (isContactListCheckJob(body)) {
    const parsed = ContactListCheckJob.safeParse(body);
    return parsed.success ? { kind: 'contactListCheck', job: parsed.data } : dropped(record, parsed.error);
  }
  if (isContactImportJob(body)) {
    const parsed = ContactImportJob.safeParse(body);
    return parsed.success ? { kind: 'contactImport', job: parsed.data } : dropped(record, parsed.error);
  }
  const parsed = InboundJobSchema.safeParse(body);
  return parsed.success ? { kind: 'event', job: parsed.data } : dropped(record, parsed.error);
}

function dropped(record: JobRecord, error: ZodError): undefined {
  log('error', {
    where: 'inbound.consumer',
    dropped: 'malformed job',
    messageId: record.messageId,
    issues: error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return undefined;
}
