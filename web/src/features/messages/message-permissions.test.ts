import { describe, expect, it } from 'vitest';
import { aMessage } from '../../testing/conversation-data';
import { mayDeleteMessage } from './message-permissions';

const agent = { id: 'u1', profile: 'user' as const };
const admin = { id: 'u9', profile: 'admin' as const };

describe('the Delete entry of the message menu', () => {
  it('is offered to the author of one of ours', () => {
    expect(mayDeleteMessage(aMessage({ fromMe: true, userId: 'u1' }), agent)).toBe(true);
  });

  it('is not offered to an agent on another’s message, an automatic one or the customer’s', () => {
    expect(mayDeleteMessage(aMessage({ fromMe: true, userId: 'u2' }), agent)).toBe(false);
    expect(mayDeleteMessage(aMessage({ fromMe: true, userId: null }), agent)).toBe(false);
    expect(mayDeleteMessage(aMessage({ fromMe: false }), agent)).toBe(false);
  });

  it('is offered to an admin on any of ours not yet deleted', () => {
    expect(mayDeleteMessage(aMessage({ fromMe: true, userId: 'u2' }), admin)).toBe(true);
    expect(mayDeleteMessage(aMessage({ fromMe: true, userId: null }), admin)).toBe(true);
    expect(mayDeleteMessage(aMessage({ fromMe: true, isDeleted: true }), admin)).toBe(false);
    expect(mayDeleteMessage(aMessage({ fromMe: false }), admin)).toBe(false);
  });
});
