import { describe, expect, it } from 'vitest';
import type { InboundJob } from '../../platform/chat/chat-provider.js';
import type { JobRecord } from '../../platform/jobs/job-queue.js';
import { createInboundConsumer } from './consumer.js';

const message = (id: string, chatId = '5511999990001'): InboundJob => ({
  companyId: 'c1',
  connectionId: 'w1',
  event: {
    type: 'message',
    message: { id, chatId, isGroup: false, fromMe: false, timestamp: 1_700_000_000_000, body: `text ${id}` },
  },
});

const recordOf = (messageId: string, body: unknown, group = 'w1#5511999990001'): JobRecord => ({
  messageId,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  attributes: { MessageGroupId: group, ApproximateReceiveCount: '1' },
});

/** An ingest that notes what it was given and fails for the listed provider ids. */
function ingestFailing(...failing: string[]) {
  const ingested: string[] = [];
  const ingest = async (job: InboundJob) => {
    const id = job.event.type === 'message' ? job.event.message.id : job.event.id;
    ingested.push(id);
    if (failing.includes(id)) throw new Error(`cannot store ${id}`);
  };
  return { ingest, ingested };
}

describe('inbound consumer', () => {
  it('ingests each chat in record order, chats side by side, and reports no failure', async () => {
    const { ingest, ingested } = ingestFailing();
    const ack: InboundJob = {
      companyId: 'c1',
      connectionId: 'w1',
      event: { type: 'ack', id: 'm1', chatId: '5511999990001', ack: 3, timestamp: 1 },
    };
    const result = await createInboundConsumer(ingest)([
      recordOf('r1', message('m1')),
      recordOf('r2', ack),
      recordOf('r3', message('m2', '5511999990002'), 'w1#5511999990002'),
    ]);
    expect(result).toEqual({ batchItemFailures: [] });
    // The second chat starts beside the first; the first chat's ack waits for its message.
    expect(ingested).toEqual(['m1', 'm2', 'm1']);
  });

  it('reports a failed record and the later records of its group, and goes on with other groups', async () => {
    const { ingest, ingested } = ingestFailing('a1');
    const result = await createInboundConsumer(ingest)([
      recordOf('r1', message('a1'), 'chat-a'),
      recordOf('r2', message('b1'), 'chat-b'),
      recordOf('r3', message('a2'), 'chat-a'),
      recordOf('r4', message('b2'), 'chat-b'),
    ]);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'r1' }, { itemIdentifier: 'r3' }]);
    expect(ingested).toEqual(['a1', 'b1', 'b2']);
  });

  it('reports each chat handled as soon as it is, while a slower chat of the batch still runs', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const ingest = async (job: InboundJob) => {
      if (job.event.type === 'message' && job.event.message.id === 'slow') await gate;
    };
    const handled: string[][] = [];
    const batch = createInboundConsumer(ingest)(
      [
        recordOf('r1', message('slow'), 'chat-a'),
        recordOf('r2', message('b1'), 'chat-b'),
        recordOf('r3', message('b2'), 'chat-b'),
      ],
      { handled: (ids) => void handled.push(ids) },
    );
    await expect.poll(() => handled).toEqual([['r2', 'r3']]);
    open();
    expect(await batch).toEqual({ batchItemFailures: [] });
    expect(handled).toEqual([['r2', 'r3'], ['r1']]);
  });

  it('drops a malformed body instead of retrying it forever', async () => {
    const { ingest, ingested } = ingestFailing();
    const missingChat = { companyId: 'c1', connectionId: 'w1', event: { type: 'message', message: { id: 'x' } } };
    const unknownEvent = { companyId: 'c1', connectionId: 'w1', event: { type: 'typing', id: 'y' } };
    const result = await createInboundConsumer(ingest)([
      recordOf('r1', '{not json'),
      recordOf('r2', missingChat),
      recordOf('r3', unknownEvent),
      recordOf('r4', message('m1')),
    ]);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(ingested).toEqual(['m1']);
  });

  it('hands ingest the parsed job without fields it does not know', async () => {
    const seen: InboundJob[] = [];
    const job = { ...message('m1'), extra: 'ignored' };
    await createInboundConsumer(async (parsed) => void seen.push(parsed))([recordOf('r1', job)]);
    expect(seen).toEqual([message('m1')]);
  });

  it('hands a contacts import step to the import worker, never to ingest, beside the chats of the batch', async () => {
    const { ingest, ingested } = ingestFailing();
    const steps: unknown[] = [];
    const step = { kind: 'contactImport', step: 'chunk', companyId: 'c1', importId: 'i1', chunk: 2 };
    const result = await createInboundConsumer(
      ingest,
      async (job) => void steps.push(job),
    )([recordOf('r1', step, 'contactImport-i1'), recordOf('r2', message('m1'))]);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(steps).toEqual([step]);
    expect(ingested).toEqual(['m1']);
  });

  it('fails an import step where no import worker runs, so a consumer that has one takes it later', async () => {
    const { ingest } = ingestFailing();
    const step = { kind: 'contactImport', step: 'split', companyId: 'c1', importId: 'i1' };
    const result = await createInboundConsumer(ingest)([recordOf('r1', step, 'contactImport-i1')]);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'r1' }] });
  });

  it('hands a company deletion slice to the deletion worker, and fails it where none runs', async () => {
    const { ingest, ingested } = ingestFailing();
    const slices: unknown[] = [];
    const slice = { kind: 'companyDeletion', companyId: 'c9', slice: 3 };
    const records = [recordOf('r1', slice, 'companyDeletion-c9'), recordOf('r2', message('m1'))];
    const result = await createInboundConsumer(ingest, undefined, async (job) => void slices.push(job))(records);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(slices).toEqual([slice]);
    expect(ingested).toEqual(['m1']);
    const without = await createInboundConsumer(ingest)([recordOf('r3', slice, 'companyDeletion-c9')]);
    expect(without).toEqual({ batchItemFailures: [{ itemIdentifier: 'r3' }] });
  });
});
