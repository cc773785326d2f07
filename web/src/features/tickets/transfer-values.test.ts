import { describe, expect, it } from 'vitest';
import { transferPayload, usersOfQueue } from './transfer-values';

describe('the transfer payload', () => {
  it('needs a queue', () => {
    expect(transferPayload({ queueId: '', userId: 'u2', whatsappId: 'w1' })).toBeNull();
  });

  it('hands the ticket to a chosen user, open', () => {
    expect(transferPayload({ queueId: 'q2', userId: 'u2', whatsappId: 'w1' })).toEqual({
      userId: 'u2',
      queueId: 'q2',
      status: 'open',
      whatsappId: 'w1',
    });
  });

  it('leaves the ticket waiting in the queue when no user is chosen', () => {
    expect(transferPayload({ queueId: 'q2', userId: '', whatsappId: 'w1' })).toEqual({
      userId: null,
      queueId: 'q2',
      status: 'pending',
      whatsappId: 'w1',
    });
  });

  it('keeps the connection when none is chosen', () => {
    expect(transferPayload({ queueId: 'q2', userId: '', whatsappId: '' })).not.toHaveProperty('whatsappId');
  });
});

describe('the users offered for a queue', () => {
  const users = [
    { id: 'u1', queues: [{ id: 'q1', name: 'Vendas', color: '#000' }] },
    { id: 'u2', queues: [{ id: 'q2', name: 'Suporte', color: '#111' }] },
    { id: 'u3', queues: [] },
  ];

  it('lists only those who serve the queue', () => {
    expect(usersOfQueue(users, 'q2').map((user) => user.id)).toEqual(['u2']);
  });

  it('lists no one before a queue is chosen', () => {
    expect(usersOfQueue(users, '')).toEqual([]);
  });
});
