import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/storage';
import {
  audioFileName,
  formatDuration,
  keepsRecording,
  matchingQuickMessages,
  outgoingBody,
  quickMessageLabel,
  quickMessageSearch,
  readSignOption,
  saveSignOption,
  sendsOnKey,
  visibleRows,
} from './message-input-logic';
import { atBottom, nearTop, needsMoreToScroll, scrollTopAfterPrepend } from './message-scroll';

describe('message input', () => {
  it('sends only a non-blank body, trimmed', () => {
    expect(outgoingBody('  oi  ', 'Ana', false)).toBe('oi');
    expect(outgoingBody(' \n\t ', 'Ana', true)).toBeNull();
  });

  it("signs with the sender's name in bold on its own line", () => {
    expect(outgoingBody('Bom dia', 'Ana Lima', true)).toBe('*Ana Lima:*\nBom dia');
  });

  it('keeps the signing option in the browser, on by default', () => {
    const storage = memoryStorage();
    expect(readSignOption(storage)).toBe(true);
    saveSignOption(storage, false);
    expect(readSignOption(storage)).toBe(false);
    saveSignOption(storage, true);
    expect(readSignOption(storage)).toBe(true);
  });

  it('sends on Enter and writes a new line on Shift+Enter', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('grows with the text up to 5 rows', () => {
    expect(visibleRows('')).toBe(1);
    expect(visibleRows('a\nb\nc')).toBe(3);
    expect(visibleRows('1\n2\n3\n4\n5\n6\n7')).toBe(5);
  });
});

describe('quick-message autocomplete', () => {
  const quickMessages = [
    { shortcode: 'oi', message: 'Olá! Como posso ajudar você hoje? Estamos à disposição.' },
    { shortcode: 'pix', message: 'Nossa chave Pix é o CNPJ' },
  ];

  it("starts at '/' followed by at least one character", () => {
    expect(quickMessageSearch('/')).toBeNull();
    expect(quickMessageSearch('/ ')).toBeNull();
    expect(quickMessageSearch('oi /p')).toBeNull();
    expect(quickMessageSearch('/PI')).toBe('pi');
  });

  it('matches shortcodes and texts, ignoring case', () => {
    expect(matchingQuickMessages(quickMessages, 'pi')).toEqual([quickMessages[1]]);
    expect(matchingQuickMessages(quickMessages, 'ajudar')).toEqual([quickMessages[0]]);
  });

  it('cuts labels at 35 characters', () => {
    expect(quickMessageLabel(quickMessages[0]!)).toBe('oi - Olá! Como posso ajudar você ho...');
    expect(quickMessageLabel(quickMessages[1]!)).toBe('pix - Nossa chave Pix é o CNPJ');
  });
});

describe('audio recording', () => {
  it('shows the timer as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(75.9)).toBe('01:15');
    expect(formatDuration(600)).toBe('10:00');
  });

  it('names the file after its real type', () => {
    const now = new Date(1_700_000_000_000);
    expect(audioFileName('audio/mpeg', now)).toBe('audio-1700000000000.mp3');
    expect(audioFileName('audio/ogg; codecs=opus', now)).toBe('audio-1700000000000.ogg');
    expect(audioFileName('', now)).toBe('audio-1700000000000.webm');
  });

  it('discards recordings under 10000 bytes', () => {
    expect(keepsRecording(9_999)).toBe(false);
    expect(keepsRecording(10_000)).toBe(true);
  });
});

describe('message list scrolling', () => {
  it('loads older messages within 50 px of the top', () => {
    expect(nearTop({ scrollTop: 49 })).toBe(true);
    expect(nearTop({ scrollTop: 50 })).toBe(false);
  });

  it('keeps the messages in view when older ones are added above', () => {
    expect(scrollTopAfterPrepend({ scrollHeight: 1000, scrollTop: 20 }, 1800)).toBe(820);
  });

  it('knows when the reader is at the latest message', () => {
    expect(atBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(atBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 300 })).toBe(false);
    expect(needsMoreToScroll({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
