import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sqsEvent, type SqsMessage } from '../../functions/src/handlers/events/recorded.js';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { useLambdaEnv } from './lambda-env.js';

/*
 * The queue consumers as Lambda runs them: recorded SQS FIFO events in, the handlers' cloud wiring over DynamoDB
 * Local, the answer checked as the event source mapping reads it (ReportBatchItemFailures).
 */

// A throttled write, as DynamoDB answers under load: the real ingestion except for the message named `throttled`.
vi.mock('../../functions/src/domain/inbound/ingest.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../functions/src/domain/inbound/ingest.js')>();
  return {
    createIngest: (deps: Deps) => {
      const ingest = real.createIngest(deps);
      return async (job: InboundJob) => {
        if (
          job.event.type === 'message' &&
          job.event.message.body === 'throttled' &&
          !throttledOnce.has(job.event.message.id)
        ) {
          throttledOnce.add(job.event.message.id);
          throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), {
            name: 'ProvisionedThroughputExceededException',
          });
        }
        return ingest(job);
      };
    },
  };
});
const throttledOnce = new Set<string>();

// Two timer targets: one records that it ran in the table, one always fails.
vi.mock('../../functions/src/timers/targets.js', () => ({
  timerTargets: (deps: Deps) => ({
    'test.record': async (payload: { n: number }) => deps.table.put({ pk: `TIMERTEST#${payload.n}`, sk: 'RAN' }),
    'test.broken': async () => {
      throw new Error('target failed');
    },
  }),
}));

mockClient(SQSClient).on(SendMessageCommand).resolves({ MessageId: 'm' });
mockClient(ApiGatewayManagementApiClient).on(PostToConnectionCommand).resolves({});

type Handler = (event: any) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;
let ctx: TestContext;
let inboundConsumer: Handler;
let timerConsumer: Handler;
let companyId: string;
let connectionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.seedCompany();
  companyId = company.companyId;
  const connection = await ctx.request('POST', '/api/whatsapp', { token: company.admin.token, body: { name: 'Loja' } });
  connectionId = connection.body.id;
  useLambdaEnv(ctx, { SST_Secret_value_JWT_SECRET: 'j'.repeat(48) });
  inboundConsumer = (await import('../../functions/src/handlers/inbound-consumer.js')).handler;
  timerConsumer = (await import('../../functions/src/handlers/timer.js')).handler;
});

/** A customer's message on the connection, as the session host puts it on the inbound queue. */
function customerMessage(messageId: string, chatId: string, body: string, receiveCount = 1): SqsMessage {
  const job: InboundJob = {
    companyId,
    connectionId,
    event: {
      type: 'message',
      message: {
        id: messageId,
        chatId,
        isGroup: false,
        fromMe: false,
        timestamp: 1_795_348_800_000,
        body,
        senderName: 'Cliente',
      },
    },
  };
  return {
    messageId: `sqs-${messageId}`,
    body: JSON.stringify(job),
    groupId: `${connectionId}#${chatId}`,
    receiveCount,
  };
}

const stored = async (providerId: string) =>
  Boolean(await ctx.deps.table.get(keys.providerMessage(companyId, connectionId, providerId)));

describe('inbound consumer (SQS FIFO → ingestion)', () => {
  it('stores a batch and reports only a failed record and the records behind it in its group', async () => {
    const batch = sqsEvent([
      customerMessage('A1', '5511911110001', 'Olá'),
      customerMessage('B1', '5511922220002', 'throttled'),
      customerMessage('B2', '5511922220002', 'Ainda aí?'),
      { messageId: 'sqs-garbage', body: '{"not":"a job"}', groupId: 'garbage' },
      customerMessage('A2', '5511911110001', 'Preciso de ajuda'),
    ]);

    expect(await inboundConsumer(batch)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'sqs-B1' }, { itemIdentifier: 'sqs-B2' }],
    });
    expect([await stored('A1'), await stored('A2')]).toEqual([true, true]);
    expect([await stored('B1'), await stored('B2')]).toEqual([false, false]);

    // SQS hands the two back, in order and once more received; now they go through.
    const retry = sqsEvent([
      customerMessage('B1', '5511922220002', 'throttled', 2),
      customerMessage('B2', '5511922220002', 'Ainda aí?', 2),
    ]);
    expect(await inboundConsumer(retry)).toEqual({ batchItemFailures: [] });
    expect([await stored('B1'), await stored('B2')]).toEqual([true, true]);
  });

  it('changes nothing when SQS delivers a record again', async () => {
    const once = sqsEvent([customerMessage('C1', '5511933330003', 'Oi')]);
    await inboundConsumer(once);
    const before = await everything();
    expect(await inboundConsumer(once)).toEqual({ batchItemFailures: [] });
    expect(await everything()).toEqual(before);
  });
});

/** Every item of the test's table, in key order. */
async function everything() {
  const out = await ctx.deps.table.doc.send(new ScanCommand({ TableName: ctx.deps.table.name, ConsistentRead: true }));
  return (out.Items ?? []).sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}

describe('timer consumer (EventBridge Scheduler → SQS → target)', () => {
  const timer = (id: string, target: string, payload: unknown): SqsMessage => ({
    messageId: `sqs-${id}`,
    body: JSON.stringify({ id, target, payload, time: '2026-11-22T12:00:00.000Z' }),
    groupId: '',
  });

  it('runs each timer and reports only the ones whose target failed', async () => {
    const batch = sqsEvent([
      timer('t1', 'test.record', { n: 1 }),
      timer('t2', 'test.broken', {}),
      timer('t3', 'test.record', { n: 3 }),
    ]);
    expect(await timerConsumer(batch)).toEqual({ batchItemFailures: [{ itemIdentifier: 'sqs-t2' }] });
    expect(await ctx.deps.table.get({ pk: 'TIMERTEST#1', sk: 'RAN' })).toBeDefined();
    expect(await ctx.deps.table.get({ pk: 'TIMERTEST#3', sk: 'RAN' })).toBeDefined();
  });
});
