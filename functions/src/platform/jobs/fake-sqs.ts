import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
  type ChangeMessageVisibilityBatchRequest,
  type DeleteMessageBatchRequest,
  type ReceiveMessageRequest,
  type SendMessageRequest,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { newId } from '../ids.js';

interface StoredMessage {
  id: string;
  body: string;
  groupId: string;
  dedupeId: string;
  receiveCount: number;
  /** Epoch ms until which the message is in flight; 0 when it waits. */
  invisibleUntil: number;
  receipt?: string;
}

/**
 * SQS FIFO in memory behind aws-sdk-client-mock, for tests of the SQS adapter and poller (tests only): one
 * queue URL, dedupe ids remembered, per group only the oldest messages handed out and none while one of the
 * group is in flight, a redrive to a dead-letter list after `maxReceiveCount` receives. Visibility runs on the
 * real clock.
 */
export function fakeSqsFifo(options: { maxReceiveCount: number; visibilityTimeoutSeconds?: number }) {
  const sqs = mockClient(SQSClient);
  const client = new SQSClient({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
  let messages: StoredMessage[] = [];
  const dead: StoredMessage[] = [];
  const seenDedupeIds = new Set<string>();
  const visibilityMs = (options.visibilityTimeoutSeconds ?? 30) * 1000;

  sqs.on(SendMessageCommand).callsFake((input: SendMessageRequest) => {
    const dedupeId = input.MessageDeduplicationId!;
    if (!seenDedupeIds.has(dedupeId)) {
      seenDedupeIds.add(dedupeId);
      const message = { id: newId(), body: input.MessageBody!, groupId: input.MessageGroupId!, dedupeId };
      messages.push({ ...message, receiveCount: 0, invisibleUntil: 0 });
    }
    return { MessageId: newId() };
  });

  sqs.on(ReceiveMessageCommand).callsFake(async (input: ReceiveMessageRequest) => {
    const picked = pick(input.MaxNumberOfMessages ?? 1);
    // A long poll that finds nothing waits a little, as SQS would, instead of spinning.
    if (picked.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    return { Messages: picked.map(toSqsMessage) };
  });

  sqs.on(DeleteMessageBatchCommand).callsFake((input: DeleteMessageBatchRequest) => {
    const receipts = new Set(input.Entries!.map((entry) => entry.ReceiptHandle));
    messages = messages.filter((message) => !receipts.has(message.receipt));
    return { Successful: input.Entries!.map((entry) => ({ Id: entry.Id })), Failed: [] };
  });

  sqs.on(ChangeMessageVisibilityBatchCommand).callsFake((input: ChangeMessageVisibilityBatchRequest) => {
    for (const entry of input.Entries!) {
      const message = messages.find((m) => m.receipt === entry.ReceiptHandle);
      if (message) message.invisibleUntil = Date.now() + (entry.VisibilityTimeout ?? 0) * 1000;
    }
    return { Successful: input.Entries!.map((entry) => ({ Id: entry.Id })), Failed: [] };
  });

  function pick(max: number): StoredMessage[] {
    const now = Date.now();
    const busy = new Set(messages.filter((m) => m.invisibleUntil > now).map((m) => m.groupId));
    const picked: StoredMessage[] = [];
    for (const message of [...messages]) {
      if (picked.length === max) break;
      if (busy.has(message.groupId) && !picked.some((p) => p.groupId === message.groupId)) continue;
      if (message.receiveCount >= options.maxReceiveCount) {
        // SQS's redrive: a message received maxReceiveCount times goes to the dead-letter queue instead.
        messages = messages.filter((m) => m !== message);
        dead.push(message);
        continue;
      }
      message.receiveCount += 1;
      message.invisibleUntil = now + visibilityMs;
      message.receipt = newId();
      picked.push(message);
      busy.add(message.groupId);
    }
    return picked;
  }

  return {
    sqs,
    client,
    /** Messages waiting or in flight. */
    pending: () => messages.length,
    deadLetters: () => dead.map((message) => message.body),
  };
}

function toSqsMessage(message: StoredMessage) {
  return {
    MessageId: message.id,
    ReceiptHandle: message.receipt,
    Body: message.body,
    Attributes: {
      MessageGroupId: message.groupId,
      MessageDeduplicationId: message.dedupeId,
      ApproximateReceiveCount: String(message.receiveCount),
    },
  };
}
