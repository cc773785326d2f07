import { describe, expect, it } from 'vitest';
import { aMessage, aTicket } from '../../testing/conversation-data';
import {
  applyMessageEvent,
  insertMessage,
  messagesOldestFirst,
  replaceMessage,
  type MessagePages,
} from './message-cache';

const at = (minute: number) => `2026-01-10T12:${String(minute).padStart(2, '0')}:00.000Z`;
const pages = (...messagePages: ReturnType<typeof aMessage>[][]): MessagePages => ({
  pages: messagePages.map((messages) => ({ messages, ticket: aTicket(), hasMore: true })),
  pageParams: messagePages.map((_, index) => (index === 0 ? undefined : `c${index}`)),
});
const ids = (data: MessagePages | undefined) => messagesOldestFirst(data).map((message) => message.id);
const chat = { contactId: 'c1', whatsappId: 'w1' };

describe('cached conversation', () => {
  const cached = pages(
    [aMessage({ id: 'm4', createdAt: at(4) }), aMessage({ id: 'm3', createdAt: at(3) })],
    [aMessage({ id: 'm2', createdAt: at(2) }), aMessage({ id: 'm1', createdAt: at(1) })],
  );

  it('lists the loaded pages oldest first, each message once', () => {
    expect(ids(cached)).toEqual(['m1', 'm2', 'm3', 'm4']);
    const overlapping = pages(
      [aMessage({ id: 'm3' }), aMessage({ id: 'm2' })],
      [aMessage({ id: 'm2' }), aMessage({ id: 'm1' })],
    );
    expect(ids(overlapping)).toEqual(['m1', 'm2', 'm3']);
  });

  it('adds a new message at the bottom', () => {
    expect(ids(insertMessage(cached, aMessage({ id: 'm5', createdAt: at(5) })))).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
  });

  it('places a late message by its provider time', () => {
    expect(ids(insertMessage(cached, aMessage({ id: 'late', createdAt: '2026-01-10T12:03:30.000Z' })))).toEqual([
      'm1',
      'm2',
      'm3',
      'late',
      'm4',
    ]);
  });

  it('replaces a message already loaded instead of adding it twice', () => {
    const updated = insertMessage(cached, aMessage({ id: 'm2', createdAt: at(2), ack: 3 }));
    expect(ids(updated)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(messagesOldestFirst(updated)[1]?.ack).toBe(3);
  });

  it('keeps the later state of a message when an earlier one arrives after it', () => {
    // The send's answer (stored, ack 0) can reach the page after the live update that marked it failed.
    const failed = insertMessage(
      cached,
      aMessage({ id: 'm4', createdAt: at(4), updatedAt: at(6), ack: 0, sendError: 'disconnected' }),
    );
    const answer = aMessage({ id: 'm4', createdAt: at(4), updatedAt: at(4), ack: 0, sendError: null });
    for (const late of [insertMessage(failed, answer), replaceMessage(failed, answer)]) {
      expect(late).toBe(failed);
    }
    // A later state still replaces it: the resend clears the mark.
    const resent = replaceMessage(failed, aMessage({ id: 'm4', createdAt: at(4), updatedAt: at(7), sendError: null }));
    expect(messagesOldestFirst(resent)[3]?.sendError).toBeNull();
  });

  it('leaves the cache untouched when an updated message is not loaded', () => {
    expect(replaceMessage(cached, aMessage({ id: 'elsewhere' }))).toBe(cached);
  });
});

describe('message events', () => {
  const cached = pages([aMessage({ id: 'm1', fromMe: true, ack: 0 })]);
  const created = (message: ReturnType<typeof aMessage>, whatsappId = 'w1') => ({
    action: 'create' as const,
    message,
    ticket: aTicket({ whatsappId }),
    contact: aTicket().contact,
  });

  it('applies acks, edits and deletes to the loaded message', () => {
    const acked = applyMessageEvent(
      cached,
      { action: 'update', message: aMessage({ id: 'm1', fromMe: true, ack: 2 }) },
      chat,
    );
    expect(messagesOldestFirst(acked)[0]?.ack).toBe(2);
    const deleted = applyMessageEvent(
      acked,
      { action: 'update', message: aMessage({ id: 'm1', isDeleted: true }) },
      chat,
    );
    expect(messagesOldestFirst(deleted)[0]).toMatchObject({ isDeleted: true, fromMe: false });
  });

  it('adds messages of the same contact on the same connection, whatever their ticket', () => {
    const next = applyMessageEvent(cached, created(aMessage({ id: 'm2', ticketId: 't2', createdAt: at(30) })), chat);
    expect(ids(next)).toEqual(['m1', 'm2']);
  });

  it('ignores messages of another contact or another connection', () => {
    expect(applyMessageEvent(cached, created(aMessage({ id: 'x', contactId: 'c2' })), chat)).toBe(cached);
    expect(applyMessageEvent(cached, created(aMessage({ id: 'y' }), 'w2'), chat)).toBe(cached);
    expect(
      applyMessageEvent(cached, { action: 'update', message: aMessage({ id: 'm1', contactId: 'c2' }) }, chat),
    ).toBe(cached);
  });

  it('does nothing before the conversation is loaded or for a malformed event', () => {
    expect(applyMessageEvent(undefined, created(aMessage({ id: 'm2' })), chat)).toBeUndefined();
    expect(applyMessageEvent(cached, undefined, chat)).toBe(cached);
    expect(applyMessageEvent(cached, created(aMessage({ id: 'm2' })), undefined)).toBe(cached);
  });
});
