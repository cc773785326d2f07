import { describe, expect, it } from 'vitest';
import { aMessage } from '../../testing/conversation-data';
import {
  ackState,
  buildTimeline,
  dayLabel,
  parseLocation,
  parseVcards,
  senderName,
  textOf,
  timeLabel,
} from './message-timeline';

/** Local times, so the day boundaries hold in any time zone the tests run in. */
const local = (day: number, hour: number, minute = 0) => new Date(2024, 4, day, hour, minute).toISOString();

describe('message timeline', () => {
  it('separates days as DD/MM/YYYY and shows times as HH:mm', () => {
    expect(dayLabel(local(3, 9))).toBe('03/05/2024');
    expect(timeLabel(local(3, 9, 5))).toBe('09:05');
    const items = buildTimeline([
      aMessage({ id: 'a', createdAt: local(1, 9) }),
      aMessage({ id: 'b', createdAt: local(1, 23) }),
      aMessage({ id: 'c', createdAt: local(2, 8) }),
    ]);
    expect(items.map((item) => (item.kind === 'day' ? item.label : item.key))).toEqual([
      '01/05/2024',
      'a',
      'b',
      '02/05/2024',
      'c',
    ]);
  });

  it('marks where one ticket ended and the next started', () => {
    const items = buildTimeline([
      aMessage({ id: 'a', ticketId: 't1', createdAt: local(1, 9) }),
      aMessage({ id: 'b', ticketId: 't2', createdAt: local(1, 10) }),
      aMessage({ id: 'c', ticketId: 't2', createdAt: local(2, 10) }),
    ]);
    expect(items.map((item) => item.kind)).toEqual([
      'day',
      'message',
      'ticket-end',
      'ticket-start',
      'message',
      'day',
      'message',
    ]);
    expect(items[2]).toMatchObject({ ticketId: 't1', at: local(1, 9) });
    expect(items[3]).toMatchObject({ ticketId: 't2', at: local(1, 10) });
  });

  it('puts the day separator between the end and start markers when the new ticket starts on a new day', () => {
    const items = buildTimeline([
      aMessage({ id: 'a', ticketId: 't1', createdAt: local(1, 9) }),
      aMessage({ id: 'b', ticketId: 't2', createdAt: local(4, 9) }),
    ]);
    expect(items.map((item) => item.kind)).toEqual(['day', 'message', 'ticket-end', 'day', 'ticket-start', 'message']);
  });

  it('draws no marker at the start of the loaded history', () => {
    expect(buildTimeline([aMessage({ id: 'a', ticketId: 't9' })]).map((item) => item.kind)).toEqual(['day', 'message']);
  });
});

describe('message parts', () => {
  it('shows a clock, one tick, two ticks or blue ticks for the ack', () => {
    expect([0, 1, 2, 3, 4, 5].map(ackState)).toEqual(['pending', 'sent', 'delivered', 'read', 'read', 'read']);
  });

  it('reads a location body as image, link and description', () => {
    expect(parseLocation('data:image/png;base64,AAA|https://maps.google.com/?q=1,2|Praça | centro')).toEqual({
      image: 'data:image/png;base64,AAA',
      link: 'https://maps.google.com/?q=1,2',
      description: 'Praça | centro',
    });
  });

  it('drops location parts that are not web addresses or inline images', () => {
    expect(parseLocation('javascript:alert(1)|javascript:alert(2)')).toEqual({
      image: null,
      link: null,
      description: '',
    });
  });

  it('reads the name and number of each contact card', () => {
    const body =
      'BEGIN:VCARD\nVERSION:3.0\nFN:Ana Souza\nitem1.TEL;waid=5511999990001:+55 11 99999-0001\nEND:VCARD\n' +
      'BEGIN:VCARD\nFN:Bruno\nTEL;type=CELL:+55 21 98888-0002\nEND:VCARD';
    expect(parseVcards(body)).toEqual([
      { name: 'Ana Souza', number: '5511999990001' },
      { name: 'Bruno', number: '+55 21 98888-0002' },
    ]);
    expect(parseVcards('')).toEqual([]);
  });

  it('names a group sender by push name, then contact, then number', () => {
    expect(senderName({ senderName: 'Bia', contact: null, participant: '5511' })).toBe('Bia');
    expect(senderName({ senderName: null, contact: null, participant: '5511' })).toBe('5511');
  });

  it('shows text and captions, but not card data or a caption that only repeats the file name', () => {
    expect(textOf({ body: 'oi', mediaType: 'chat', mediaName: null })).toBe('oi');
    expect(textOf({ body: 'veja', mediaType: 'image', mediaName: 'a.png' })).toBe('veja');
    expect(textOf({ body: 'nota.pdf', mediaType: 'application', mediaName: 'nota.pdf' })).toBe('');
    expect(textOf({ body: 'img|https://m|Praça', mediaType: 'locationMessage', mediaName: null })).toBe('');
  });
});
