import { describe, expect, it } from 'vitest';
import { commandGroup, type SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { SessionCommandSchema } from './session-command-schema.js';

const rejectCall: SessionCommand = {
  type: 'rejectCall',
  companyId: 'c1',
  connectionId: 'w1',
  chatId: '5511988887777',
  callId: 'CALL1',
};

describe('the rejectCall command', () => {
  it('is accepted with the call and the caller’s chat', () => {
    expect(SessionCommandSchema.parse(rejectCall)).toEqual(rejectCall);
  });

  it('is refused without a call id', () => {
    const { callId: _callId, ...missing } = rejectCall;
    expect(SessionCommandSchema.safeParse(missing).success).toBe(false);
    expect(SessionCommandSchema.safeParse({ ...rejectCall, callId: '' }).success).toBe(false);
  });

  it('runs in its own group per connection, apart from the sends', () => {
    const send: SessionCommand = {
      type: 'send',
      companyId: 'c1',
      connectionId: 'w1',
      chatId: '5511988887777',
      localId: 'm1',
      content: { kind: 'text', body: 'oi' },
    };
    expect(commandGroup(rejectCall)).toBe('call#w1');
    expect(commandGroup({ ...rejectCall, connectionId: 'w2' })).toBe('call#w2');
    expect(commandGroup(send)).not.toBe(commandGroup(rejectCall));
  });
});
