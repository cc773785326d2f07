import { describe, expect, it } from 'vitest';
import { webhookEventOf } from './tap.js';

describe('which realtime events are webhook events (docs/decisions/056)', () => {
  const message = { id: 'M1', body: 'oi' };

  it('maps message create/update and ticket update/delete, without the realtime action', () => {
    expect(
      webhookEventOf('c1', 'company-c1-appMessage', { action: 'create', message, ticket: {}, contact: {} }),
    ).toEqual({ event: 'message.created', data: { message, ticket: {}, contact: {} } });
    expect(webhookEventOf('c1', 'company-c1-appMessage', { action: 'update', message })).toEqual({
      event: 'message.updated',
      data: { message },
    });
    expect(webhookEventOf('c1', 'company-c1-ticket', { action: 'update', ticket: { id: 'T' } })).toEqual({
      event: 'ticket.updated',
      data: { ticket: { id: 'T' } },
    });
    expect(webhookEventOf('c1', 'company-c1-ticket', { action: 'delete', ticketId: 'T' })).toEqual({
      event: 'ticket.deleted',
      data: { ticketId: 'T' },
    });
  });

  it('leaves out the unread reset, other channels and anything without an action', () => {
    expect(webhookEventOf('c1', 'company-c1-ticket', { action: 'updateUnread', ticketId: 'T' })).toBeUndefined();
    expect(webhookEventOf('c1', 'company-c1-tag', { action: 'create', tag: {} })).toBeUndefined();
    expect(webhookEventOf('c1', 'company-c1-webhookDelivery', { webhookId: 'W' })).toBeUndefined();
    expect(webhookEventOf('c1', 'company-c1-appMessage', null)).toBeUndefined();
  });
});
