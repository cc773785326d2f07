import { describe, expect, it } from 'vitest';
import {
  ackState,
  ackTicks,
  contactCardOf,
  customerNumber,
  mapsLink,
  mediaKindOf,
  mergeCustomers,
  messageTime,
} from './simulator-logic';

describe('simulator phone', () => {
  it('sends a file as image, audio or video by its mimetype, anything else as a document', () => {
    expect(mediaKindOf('image/png')).toBe('image');
    expect(mediaKindOf('audio/ogg; codecs=opus')).toBe('audio');
    expect(mediaKindOf('video/mp4')).toBe('video');
    expect(mediaKindOf('application/pdf')).toBe('document');
    expect(mediaKindOf('')).toBe('document');
  });

  it('shows one tick when sent, two when delivered, two blue ones when read', () => {
    expect(ackState(0)).toBeNull();
    expect(ackState(1)).toBe('sent');
    expect(ackState(2)).toBe('delivered');
    expect(ackState(3)).toBe('read');
    expect(ackState(5)).toBe('read');
    expect(ackTicks('sent')).toBe('✓');
    expect(ackTicks('delivered')).toBe('✓✓');
    expect(ackTicks('read')).toBe('✓✓');
  });

  it('reads a contact card from a vCard, preferring the WhatsApp id digits', () => {
    const vcard =
      'BEGIN:VCARD\nVERSION:3.0\nFN:Maria Souza\nTEL;type=CELL;waid=5511988887777:+55 11 98888-7777\nEND:VCARD';
    expect(contactCardOf({ displayName: 'Maria', vcard })).toEqual({ name: 'Maria Souza', number: '5511988887777' });
    expect(contactCardOf({ displayName: 'João', vcard: 'BEGIN:VCARD\nTEL:+55 21 3333-4444\nEND:VCARD' })).toEqual({
      name: 'João',
      number: '+55 21 3333-4444',
    });
  });

  it('links a location to a map at its coordinates', () => {
    expect(mapsLink({ latitude: -23.55, longitude: -46.63 })).toContain('q=-23.55%2C-46.63');
  });

  it('lists customers added here first, then by their latest message', () => {
    const known = [
      { number: '5511111111', name: 'Old', lastMessageAt: 1_000 },
      { number: '5522222222', name: 'Recent', lastMessageAt: 2_000 },
    ];
    const added = [
      { number: '5533333333', name: 'New', lastMessageAt: null },
      { number: '5511111111', name: 'Old again', lastMessageAt: null },
    ];
    expect(mergeCustomers(known, added).map((customer) => customer.name)).toEqual(['New', 'Recent', 'Old']);
  });

  it('keeps only the digits of a customer number, 10 to 15 of them', () => {
    expect(customerNumber('+55 (11) 98888-7777')).toBe('5511988887777');
    expect(customerNumber('123456789')).toBeNull();
    expect(customerNumber('1'.repeat(16))).toBeNull();
  });

  it('shows a message time as hours and minutes', () => {
    expect(messageTime(new Date(2026, 0, 1, 8, 5).getTime())).toBe('08:05');
    expect(messageTime(Number.NaN)).toBe('');
  });
});
