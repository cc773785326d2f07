import { describe, expect, it } from 'vitest';
import { manualClock } from '../../functions/src/platform/clock.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { JobQueue, SendOptions } from '../../functions/src/platform/jobs/job-queue.js';
import type { EventDeps } from './session-events.js';
import { reportSendFailed } from './send-failures.js';

const command: Extract<SessionCommand, { type: 'send' }> = {
  type: 'send',
  companyId: 'c1',
  connectionId: 'w1',
  chatId: '5511999990000',
  localId: 'L1',
  content: { kind: 'text', body: 'olá' },
};

function recordingDeps() {
  const sent: { queue: string; body: unknown; options: SendOptions }[] = [];
  const jobs: JobQueue = {
    send: async (queue, body, options) => void sent.push({ queue, body, options }),
  };
  const deps = { jobs, clock: manualClock(new Date('2026-11-23T12:00:00Z')) } as unknown as EventDeps;
  return { deps, sent };
}

describe('reportSendFailed', () => {
  it('puts a sendFailed event for the stored message on the inbound queue, in the chat group', async () => {
    const { deps, sent } = recordingDeps();
    await reportSendFailed(deps, command, 'disconnected');

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      queue: 'inbound',
      body: {
        companyId: 'c1',
        connectionId: 'w1',
        event: {
          type: 'sendFailed',
          localId: 'L1',
          chatId: '5511999990000',
          timestamp: Date.parse('2026-11-23T12:00:00Z'),
          reason: 'disconnected',
        },
      },
      options: { groupId: 'w1#5511999990000' },
    });
  });

  it('reports a second failure of the same message (after a resend) under a new dedupe id', async () => {
    const { deps, sent } = recordingDeps();
    await reportSendFailed(deps, command, 'timeout');
    await reportSendFailed(deps, command, 'rejected');
    const [first, second] = sent.map((job) => job.options.dedupeId);
    expect(first).toMatch(/^w1#failed#L1#/);
    expect(second).not.toBe(first);
  });
});
