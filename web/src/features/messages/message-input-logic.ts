import { MIN_AUDIO_BYTES } from '@domain/messages/schema';
import { QUICK_MESSAGE_LABEL_MAX, type QuickMessage } from '@domain/quick-messages/schema';
import type { KeyValueStorage } from '../../lib/storage';

/** Spec 1 §9: the message input grows up to 5 visible rows. */
export const MAX_INPUT_ROWS = 5;

export const visibleRows = (text: string) => Math.min(MAX_INPUT_ROWS, Math.max(1, text.split('\n').length));

/** Enter sends, Shift+Enter (or Enter while an input method is composing) writes a new line. */
export const sendsOnKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/** The signing option (spec 1 §2), kept in the browser; on unless turned off. */
export const SIGN_OPTION_KEY = 'signOption';
export const readSignOption = (storage: KeyValueStorage) => storage.getItem(SIGN_OPTION_KEY) !== 'false';
export const saveSignOption = (storage: KeyValueStorage, sign: boolean) =>
  storage.setItem(SIGN_OPTION_KEY, String(sign));

/**
 * The body to send: trimmed, and with the sender's name in bold on its own line when signing. Null when there
 * is nothing to send (spec 1 §5: the trimmed body must be non-empty).
 */
export function outgoingBody(text: string, userName: string, sign: boolean): string | null {
  const body = text.trim();
  if (body === '') return null;
  return sign && userName.trim() ? `*${userName.trim()}:*\n${body}` : body;
}

/** The search of the quick-message autocomplete: the text after a leading '/', once there is some. */
export function quickMessageSearch(text: string): string | null {
  return /^\/\S/.test(text) && !text.includes('\n') ? text.slice(1).toLowerCase() : null;
}

export function quickMessageLabel(quickMessage: Pick<QuickMessage, 'shortcode' | 'message'>): string {
  const label = `${quickMessage.shortcode} - ${quickMessage.message}`.replace(/\s+/g, ' ');
  return label.length > QUICK_MESSAGE_LABEL_MAX ? `${label.slice(0, QUICK_MESSAGE_LABEL_MAX)}...` : label;
}

export function matchingQuickMessages<T extends Pick<QuickMessage, 'shortcode' | 'message'>>(
  quickMessages: T[],
  search: string,
): T[] {
  return quickMessages.filter(
    (quickMessage) =>
      quickMessage.shortcode.toLowerCase().includes(search) || quickMessage.message.toLowerCase().includes(search),
  );
}

/** A recording timer as mm:ss. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

const EXTENSIONS: Record<string, string> = { mpeg: 'mp3', mp3: 'mp3', ogg: 'ogg', webm: 'webm', mp4: 'm4a' };

/** Recordings are MP3 (mp3-recorder.ts); the name follows the type given. */
export function audioFileName(mimeType: string, now: Date): string {
  const subtype = /^audio\/([a-z0-9]+)/i.exec(mimeType)?.[1]?.toLowerCase() ?? '';
  return `audio-${now.getTime()}.${EXTENSIONS[subtype] ?? 'webm'}`;
}

/** Spec 1 §5: recordings under 10000 bytes are discarded (a tap on the button, not a message). */
export const keepsRecording = (size: number) => size >= MIN_AUDIO_BYTES;
