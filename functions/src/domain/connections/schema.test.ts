import { describe, expect, it } from 'vitest';
import { ConnectionCreate, ConnectionUpdate, greetingMissing, SessionStart, withoutToken } from './schema.js';

describe('connection validation', () => {
  it('fills the spec’s defaults and leaves the provider to the deployment', () => {
    expect(ConnectionCreate.parse({ name: 'Principal' })).toEqual({
      name: 'Principal',
      isDefault: false,
      greetingMessage: '',
      complationMessage: '',
      outOfHoursMessage: '',
      ratingMessage: '',
      expiresInactiveMessage: '',
      expiresTicket: 0,
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
      timeToTransfer: null,
      transferQueueId: null,
      promptId: null,
      integrationId: null,
      queueIds: [],
    });
  });

  it('reads blank references and minutes from the form as none', () => {
    const parsed = ConnectionCreate.parse({
      name: 'Vendas',
      timeToTransfer: '',
      transferQueueId: '',
      promptId: '',
      integrationId: '',
    });
    expect(parsed).toMatchObject({ timeToTransfer: null, transferQueueId: null, promptId: null, integrationId: null });
  });

  it('changes only what an edit sends, without filling defaults', () => {
    expect(ConnectionUpdate.parse({ name: 'Novo nome' })).toEqual({ name: 'Novo nome' });
    expect(ConnectionUpdate.parse({ token: '' })).toEqual({ token: '' });
  });

  it('accepts url-safe tokens of 16 characters or more', () => {
    expect(ConnectionUpdate.safeParse({ token: 'abcdefghij-_1234' }).success).toBe(true);
    expect(ConnectionUpdate.safeParse({ token: 'abcdefghij-_123' }).success).toBe(false);
    expect(ConnectionUpdate.safeParse({ token: 'abcdefghij 12345/' }).success).toBe(false);
  });

  it('takes a pairing phone of 10 to 15 digits only', () => {
    expect(SessionStart.safeParse({ pairingPhone: '5511999990000' }).success).toBe(true);
    expect(SessionStart.safeParse({ pairingPhone: '123456789' }).success).toBe(false);
    expect(SessionStart.safeParse({ pairingPhone: '+5511999990000' }).success).toBe(false);
    expect(SessionStart.parse({})).toEqual({});
  });
});

describe('connection rules', () => {
  it('needs a greeting only once more than one queue is offered', () => {
    expect(greetingMissing(['a'], '')).toBe(false);
    expect(greetingMissing(['a', 'b'], '  ')).toBe(true);
    expect(greetingMissing(['a', 'b'], 'Olá')).toBe(false);
  });

  it('leaves the token out of what every user of the company receives', () => {
    expect(withoutToken({ id: '1', token: 'secret' })).toEqual({ id: '1' });
  });
});
