import { describe, expect, it } from 'vitest';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { JobRecord } from '../../functions/src/platform/jobs/job-queue.js';
import { createOutboundConsumer } from './outbound-consumer.js';

const record = (messageId: string, group: string, body: unknown): JobRecord => ({
  messageId,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  attributes: { MessageGroupId: group, ApproximateReceiveCount: '1' },
});

const start = (connectionId: string): SessionCommand => ({ type: 'session.start', companyId: 'c1', connectionId });
const send = (localId: string): SessionCommand => ({
  type: 'send',
  companyId: 'c1',
  connectionId: 'w1',
  chatId: '5511999990000',
  localId,
  content: { kind: 'text', body: `hello ${localId}` },
});

/** A manager that records what it handled and fails the commands `failing` names. */
function recordingManager(failing: (command: SessionCommand) => boolean = () => false) {
  const handled: SessionCommand[] = [];
  return {
    handled,
    async handle(command: SessionCommand) {
      if (failing(command)) throw new Error('not connected');
      handled.push(command);
    },
  };
}

describe('outbound consumer', () => {
  it('hands every well-formed command to the manager, in order per group', async () => {
    const manager = recordingManager();
    const result = await createOutboundConsumer(manager)([
      record('m1', 'send#w1', send('a')),
      record('m2', 'session#w2', start('w2')),
      record('m3', 'send#w1', send('b')),
    ]);

    expect(result.batchItemFailures).toEqual([]);
    expect(manager.handled).toHaveLength(3);
    const sends = manager.handled.filter((c) => c.type === 'send').map((c) => (c.type === 'send' ? c.localId : ''));
    expect(sends).toEqual(['a', 'b']);
  });

  it('drops malformed bodies without failing the batch', async () => {
    const manager = recordingManager();
    const result = await createOutboundConsumer(manager)([
      record('m1', 'g', 'not json'),
      record('m2', 'g', { type: 'session.explode', companyId: 'c1', connectionId: 'w1' }),
      record('m3', 'g', {
        type: 'send',
        companyId: 'c1',
        connectionId: 'w1',
        chatId: 'x',
        localId: 'l',
        content: { kind: 'text' },
      }),
      record('m4', 'g', start('w1')),
    ]);

    expect(result.batchItemFailures).toEqual([]);
    expect(manager.handled).toEqual([start('w1')]);
  });

  it('fails a failed record and the later records of its group, not other groups', async () => {
    const manager = recordingManager((c) => c.type === 'send' && c.localId === 'b');
    const result = await createOutboundConsumer(manager)([
      record('m1', 'send#w1', send('a')),
      record('m2', 'send#w1', send('b')),
      record('m3', 'send#w1', send('c')),
      record('m4', 'session#w2', start('w2')),
    ]);

    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }]);
    expect(manager.handled).toEqual([send('a'), start('w2')]);
  });
});
