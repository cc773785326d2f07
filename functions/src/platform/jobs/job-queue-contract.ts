import { afterEach, describe, expect, it } from 'vitest';
import type { BatchHandler, JobQueue, JobRecord, QueueName } from './job-queue.js';

/** One adapter as the contract drives it. Retries must be immediate and the receive limit 3. */
export interface JobQueueDriver {
  queue: JobQueue & { consume(queue: QueueName, handler: BatchHandler): { stop(): Promise<void> } };
  /** Resolves once nothing waits or is in flight on `inbound`. */
  drain(): Promise<void>;
  /** Bodies that reached the dead letters of `inbound`. */
  deadLetters(): Promise<string[]>;
}

/**
 * The JobQueue port's contract: what a consumer sees of what was sent. It runs for real against the table queue
 * and against SQS with the client mocked by an in-memory FIFO (jobs/*.test.ts), through the adapters' own
 * send and consume.
 */
export function describeJobQueueContract(name: string, open: () => Promise<JobQueueDriver>): void {
  describe(`JobQueue contract: ${name}`, () => {
    let stops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      await Promise.all(stops.map((stop) => stop()));
      stops = [];
    });

    /**
     * Consumes `inbound`; `fail(record, timesSeenBefore)` reports a record failed. Like the real consumers it
     * also reports the later records of a failed record's group: SQS FIFO may hand several of one group at once.
     */
    function consume(driver: JobQueueDriver, fail: (record: JobRecord, seen: number) => boolean = () => false) {
      const seen: JobRecord[] = [];
      const consumer = driver.queue.consume('inbound', async (records) => {
        const failedGroups = new Set<string>();
        const failed = records.filter((r) => {
          const group = r.attributes.MessageGroupId;
          if (failedGroups.has(group)) return true;
          seen.push(r);
          if (!fail(r, seen.filter((s) => s.body === r.body).length - 1)) return false;
          failedGroups.add(group);
          return true;
        });
        return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.messageId })) };
      });
      stops.push(consumer.stop);
      return { bodies: () => seen.map((r) => JSON.parse(r.body) as string), seen };
    }

    const ofGroup = (bodies: string[], group: string) => bodies.filter((body) => body.startsWith(group));

    it('delivers every job with its body and group, each group in send order', async () => {
      const driver = await open();
      for (let i = 0; i < 4; i++) {
        for (const group of ['a', 'b']) await driver.queue.send('inbound', `${group}${i}`, { groupId: group });
      }
      const consumer = consume(driver);
      await driver.drain();
      expect(ofGroup(consumer.bodies(), 'a')).toEqual(['a0', 'a1', 'a2', 'a3']);
      expect(ofGroup(consumer.bodies(), 'b')).toEqual(['b0', 'b1', 'b2', 'b3']);
      expect(consumer.seen.find((r) => r.body === '"b2"')?.attributes.MessageGroupId).toBe('b');
    });

    it('delivers a job once when its dedupe id is sent again', async () => {
      const driver = await open();
      await driver.queue.send('inbound', 'first', { groupId: 'g', dedupeId: 'w1#provider-1' });
      await driver.queue.send('inbound', 'replayed', { groupId: 'g', dedupeId: 'w1#provider-1' });
      await driver.queue.send('inbound', 'next', { groupId: 'g', dedupeId: 'w1#provider-2' });
      const consumer = consume(driver);
      await driver.drain();
      expect(consumer.bodies()).toEqual(['first', 'next']);
      expect(consumer.seen[0]?.attributes.MessageDeduplicationId).toBe('w1#provider-1');
    });

    it('redelivers only the failed record of a batch, keeping its group behind it', async () => {
      const driver = await open();
      for (const body of ['a1', 'b1', 'a2']) await driver.queue.send('inbound', body, { groupId: body[0]! });
      const consumer = consume(driver, (record, seen) => record.body === '"a1"' && seen === 0);
      await driver.drain();
      expect(ofGroup(consumer.bodies(), 'a')).toEqual(['a1', 'a1', 'a2']);
      expect(ofGroup(consumer.bodies(), 'b')).toEqual(['b1']);
      const a1 = consumer.seen.filter((r) => r.body === '"a1"').map((r) => r.attributes.ApproximateReceiveCount);
      expect(a1).toEqual(['1', '2']);
    });

    it('moves a job that keeps failing to the dead letters without holding up other groups', async () => {
      const driver = await open();
      await driver.queue.send('inbound', 'poison', { groupId: 'bad' });
      await driver.queue.send('inbound', 'fine', { groupId: 'good' });
      const consumer = consume(driver, (record) => record.body === '"poison"');
      await driver.drain();
      expect(consumer.bodies().filter((body) => body === 'poison')).toHaveLength(3);
      expect(consumer.bodies()).toContain('fine');
      expect(await driver.deadLetters()).toEqual(['"poison"']);
    });
  });
}
