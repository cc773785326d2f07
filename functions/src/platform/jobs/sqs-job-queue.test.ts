import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSqsFifo } from './fake-sqs.js';
import { describeJobQueueContract } from './job-queue-contract.js';
import { SqsJobQueue } from './sqs-job-queue.js';

const urls = {
  inbound: 'https://sqs.us-east-1.amazonaws.com/123456789012/balcao-test-inbound.fifo',
  outbound: 'https://sqs.us-east-1.amazonaws.com/123456789012/balcao-test-outbound.fifo',
};
const fast = { retryDelaySeconds: 0, waitTimeSeconds: 1, concurrency: 2 };

describeJobQueueContract('SqsJobQueue (client mocked by an in-memory FIFO)', async () => {
  const fake = fakeSqsFifo({ maxReceiveCount: 3 });
  return {
    queue: new SqsJobQueue(urls, fake.client, fast),
    drain: async () => {
      const deadline = Date.now() + 10_000;
      while (fake.pending() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fake.pending()).toBe(0);
    },
    deadLetters: async () => fake.deadLetters(),
  };
});

describe('SqsJobQueue.send', () => {
  const sqs = mockClient(SQSClient);
  const queue = new SqsJobQueue(urls, new SQSClient({ region: 'us-east-1' }));
  beforeEach(() => {
    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm1' });
  });
  const inputs = () => sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);

  it('sends the body as JSON to the named queue with its group and dedupe id', async () => {
    await queue.send(
      'outbound',
      { type: 'session.start', connectionId: 'w1' },
      { groupId: 'session#w1', dedupeId: 'd1' },
    );
    expect(inputs()).toEqual([
      {
        QueueUrl: urls.outbound,
        MessageBody: '{"type":"session.start","connectionId":"w1"}',
        MessageGroupId: 'session#w1',
        MessageDeduplicationId: 'd1',
      },
    ]);
  });

  it('sends a campaign step to the standard queue with its own delay (capped at 15 min), no group nor dedupe id', async () => {
    const campaignUrl = 'https://sqs.us-east-1.amazonaws.com/123456789012/balcao-test-campaign';
    const withCampaign = new SqsJobQueue({ ...urls, campaign: campaignUrl }, new SQSClient({ region: 'us-east-1' }));
    await withCampaign.send('campaign', { type: 'tick' }, { groupId: 'campaign#c1', delaySeconds: 2.2 });
    await withCampaign.send('campaign', { type: 'tick' }, { groupId: 'campaign#c1', delaySeconds: 5000 });
    expect(inputs()).toEqual([
      { QueueUrl: campaignUrl, MessageBody: '{"type":"tick"}', DelaySeconds: 3 },
      { QueueUrl: campaignUrl, MessageBody: '{"type":"tick"}', DelaySeconds: 900 },
    ]);
    expect(() => new SqsJobQueue({ campaign: `${campaignUrl}.fifo` })).toThrow(/standard/);
    await expect(queue.send('campaign', {}, { groupId: 'g' })).rejects.toThrow(/No URL/);
  });

  it('gives a job without a dedupe id one of its own, so equal bodies are not merged', async () => {
    await queue.send('inbound', 'same', { groupId: 'g' });
    await queue.send('inbound', 'same', { groupId: 'g' });
    const [first, second] = inputs().map((input) => input.MessageDeduplicationId);
    expect(first).toMatch(/^[0-9A-Z]{26}$/);
    expect(second).not.toBe(first);
  });

  it('hashes ids longer than SQS takes, so equal ids stay equal', async () => {
    const long = `w1#${'x'.repeat(200)}`;
    await queue.send('inbound', 1, { groupId: long, dedupeId: long });
    await queue.send('inbound', 2, { groupId: long, dedupeId: long });
    const [first, second] = inputs();
    expect(first?.MessageDeduplicationId).toMatch(/^[0-9a-f]{64}$/);
    expect(second?.MessageDeduplicationId).toBe(first?.MessageDeduplicationId);
    expect(first?.MessageGroupId).toBe(first?.MessageDeduplicationId);
  });

  it('escapes the two characters SQS refuses in a body', async () => {
    await queue.send('inbound', { text: 'a\uFFFEb\uFFFF' }, { groupId: 'g' });
    const body = inputs()[0]!.MessageBody!;
    expect(body).toBe('{"text":"a\\ufffeb\\uffff"}');
    expect(JSON.parse(body)).toEqual({ text: 'a\uFFFEb\uFFFF' });
  });

  it('refuses a delayed job and a job without a group, sending nothing', async () => {
    await expect(queue.send('inbound', 1, { groupId: 'g', delaySeconds: 5 })).rejects.toThrow(/Scheduler/);
    await expect(queue.send('inbound', 1, { groupId: '' })).rejects.toThrow(/groupId/);
    expect(inputs()).toEqual([]);
  });

  it('refuses a queue URL that is not FIFO', () => {
    expect(() => new SqsJobQueue({ ...urls, inbound: 'https://sqs.example/q' })).toThrow(/FIFO/);
  });
});

describe('SqsJobQueue.consume, chats side by side', () => {
  it('deletes a chat handled early, so its next message comes while a slow chat of the batch still runs', async () => {
    const fake = fakeSqsFifo({ maxReceiveCount: 3 });
    const queue = new SqsJobQueue(urls, fake.client, { ...fast, concurrency: 1 });
    await queue.send('inbound', 'slow-1', { groupId: 'slow' });
    await queue.send('inbound', 'fast-1', { groupId: 'fast' });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const seen: string[] = [];
    const consumer = queue.consume('inbound', async (records, context) => {
      await Promise.all(
        records.map(async (record) => {
          const body = JSON.parse(record.body) as string;
          seen.push(body);
          if (body === 'fast-1') await queue.send('inbound', 'fast-2', { groupId: 'fast' });
          if (record.attributes.MessageGroupId === 'slow') await gate;
          else context?.handled([record.messageId]);
        }),
      );
      return { batchItemFailures: [] };
    });
    try {
      await expect.poll(() => seen, { timeout: 3_000 }).toContain('fast-2');
    } finally {
      open();
      await consumer.stop();
    }
    expect(fake.pending()).toBe(0);
  });
});

describe('SqsJobQueue.consume', () => {
  const sqs = mockClient(SQSClient);
  beforeEach(() => sqs.reset());

  const message = (id: string, group: string, receives: number) => ({
    MessageId: id,
    ReceiptHandle: `rh-${id}`,
    Body: JSON.stringify(id),
    Attributes: { MessageGroupId: group, MessageDeduplicationId: `d-${id}`, ApproximateReceiveCount: String(receives) },
  });

  it('long-polls, deletes what the handler did and hands back the failures after a doubling backoff', async () => {
    sqs
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: [message('m1', 'a', 1), message('m2', 'b', 3), message('m3', 'b', 1)] })
      .resolves({ Messages: [] });
    sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    sqs.on(ChangeMessageVisibilityBatchCommand).resolves({ Successful: [], Failed: [] });
    const handled: unknown[] = [];
    const queue = new SqsJobQueue(urls, new SQSClient({ region: 'us-east-1' }), {
      concurrency: 1,
      retryDelaySeconds: 2,
    });
    const consumer = queue.consume('outbound', async (records) => {
      handled.push(...records);
      return { batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }] };
    });
    await expect.poll(() => sqs.commandCalls(ChangeMessageVisibilityBatchCommand).length).toBe(2);
    await consumer.stop();

    expect(sqs.commandCalls(ReceiveMessageCommand)[0]?.args[0].input).toEqual({
      QueueUrl: urls.outbound,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 20,
      MessageSystemAttributeNames: ['MessageGroupId', 'MessageDeduplicationId', 'ApproximateReceiveCount'],
    });
    expect(handled[0]).toEqual({
      messageId: 'm1',
      body: '"m1"',
      attributes: { MessageGroupId: 'a', MessageDeduplicationId: 'd-m1', ApproximateReceiveCount: '1' },
    });
    expect(sqs.commandCalls(DeleteMessageBatchCommand).map((call) => call.args[0].input)).toEqual([
      { QueueUrl: urls.outbound, Entries: [{ Id: '0', ReceiptHandle: 'rh-m1' }] },
    ]);
    expect(sqs.commandCalls(ChangeMessageVisibilityBatchCommand).map((call) => call.args[0].input.Entries)).toEqual([
      [{ Id: '0', ReceiptHandle: 'rh-m2', VisibilityTimeout: 8 }],
      [{ Id: '0', ReceiptHandle: 'rh-m3', VisibilityTimeout: 2 }],
    ]);
  });

  it('keeps a long batch out of other hands by extending its visibility while it runs', async () => {
    sqs
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: [message('slow', 'a', 1)] })
      .resolves({ Messages: [] });
    sqs.on(DeleteMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    sqs.on(ChangeMessageVisibilityBatchCommand).resolves({ Successful: [], Failed: [] });
    let finish: () => void = () => {};
    const queue = new SqsJobQueue(urls, new SQSClient({ region: 'us-east-1' }), {
      concurrency: 1,
      visibilityTimeoutSeconds: 0.03,
    });
    const consumer = queue.consume('inbound', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { batchItemFailures: [] };
    });
    await expect.poll(() => sqs.commandCalls(ChangeMessageVisibilityBatchCommand).length).toBeGreaterThan(1);
    finish();
    await expect.poll(() => sqs.commandCalls(DeleteMessageBatchCommand).length).toBe(1);
    await consumer.stop();
    expect(sqs.commandCalls(ChangeMessageVisibilityBatchCommand)[0]?.args[0].input.Entries).toEqual([
      { Id: '0', ReceiptHandle: 'rh-slow', VisibilityTimeout: 0.03 },
    ]);
  });

  it('hands every record back when the handler throws', async () => {
    sqs
      .on(ReceiveMessageCommand)
      .resolvesOnce({ Messages: [message('x', 'a', 1), message('y', 'b', 1)] })
      .resolves({});
    sqs.on(ChangeMessageVisibilityBatchCommand).resolves({ Successful: [], Failed: [] });
    const queue = new SqsJobQueue(urls, new SQSClient({ region: 'us-east-1' }), { concurrency: 1 });
    const consumer = queue.consume('inbound', async () => {
      throw new Error('database down');
    });
    await expect.poll(() => sqs.commandCalls(ChangeMessageVisibilityBatchCommand).length).toBe(2);
    await consumer.stop();
    expect(sqs.commandCalls(DeleteMessageBatchCommand)).toEqual([]);
  });
});
