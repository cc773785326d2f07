import type { Readable } from 'node:stream';
import type { AnyMessageContent, MiscMessageGenerationOptions } from '@whiskeysockets/baileys';
import type { BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type { OutboundContent } from '../../../functions/src/platform/chat/chat-provider.js';
import { AppError } from '../../../functions/src/platform/errors.js';
import { log } from '../../../functions/src/platform/log.js';
import { LID_PREFIX } from './lid-resolver.js';
import type { MessageStore } from './message-store.js';

const DIGITS = /^\d{5,20}$/;
const GROUP = /^[\d-]+@g\.us$/;

/** The jid of a chat id: phone digits, `lid:<lid>` (a customer whose number is unknown) or a group jid. */
export function jidOf(chatId: string): string {
  if (GROUP.test(chatId)) return chatId;
  if (chatId.startsWith(LID_PREFIX) && DIGITS.test(chatId.slice(LID_PREFIX.length))) {
    return `${chatId.slice(LID_PREFIX.length)}@lid`;
  }
  if (DIGITS.test(chatId)) return `${chatId}@s.whatsapp.net`;
  throw new AppError('ERR_WAPP_INVALID_CONTACT', 400, `Not a chat id: ${chatId}`);
}

export interface Sendable {
  content: AnyMessageContent;
  options?: MiscMessageGenerationOptions;
  /** The blob a media content streams from: Baileys reads it to the end, a failed send must close it. */
  media?: Readable;
}

/** Media goes to Baileys as a stream from the BlobStore (it encrypts through a temporary file), never whole. */
async function openMedia(blobKey: string, blobs: BlobStore): Promise<Readable> {
  const blob = await blobs.getStream(blobKey);
  if (!blob) throw new AppError('ERR_SENDING_WAPP_MSG', 400, `No media at ${blobKey}`);
  return blob.stream;
}

function mediaMessage(content: Extract<OutboundContent, { kind: 'media' }>, stream: Readable): AnyMessageContent {
  const data = { stream };
  const { kind, mimetype, fileName, ptt } = content.media;
  const caption = content.caption;
  switch (kind) {
    case 'image':
      return { image: data, mimetype, caption };
    case 'video':
      return { video: data, mimetype, caption };
    case 'audio':
      return { audio: data, mimetype, ptt: Boolean(ptt) };
    case 'sticker':
      return { sticker: data, mimetype };
    case 'document':
      return { document: data, mimetype, fileName: fileName ?? 'file', caption };
  }
}

async function quoting(
  quotedId: string | undefined,
  messages: MessageStore,
): Promise<MiscMessageGenerationOptions | undefined> {
  if (!quotedId) return undefined;
  const quoted = await messages.get(quotedId);
  // Without the quoted message's content WhatsApp would show an empty quote: send it as a plain message instead.
  if (!quoted?.message) log('warn', { msg: 'quoted message not stored; sent without the quote', quotedId });
  return quoted?.message ? { quoted } : undefined;
}

/** What to hand Baileys' sendMessage for one outbound content. */
export async function toSendable(
  jid: string,
  content: OutboundContent,
  blobs: BlobStore,
  messages: MessageStore,
): Promise<Sendable> {
  switch (content.kind) {
    case 'text':
      return { content: { text: content.body }, options: await quoting(content.quotedId, messages) };
    case 'media': {
      const options = await quoting(content.quotedId, messages);
      const media = await openMedia(content.media.blobKey, blobs);
      return { content: mediaMessage(content, media), options, media };
    }
    case 'location':
      return {
        content: {
          location: {
            degreesLatitude: content.latitude,
            degreesLongitude: content.longitude,
            name: content.description,
          },
        },
      };
    case 'vcard':
      return {
        content: {
          contacts: {
            displayName: content.displayName,
            contacts: [{ displayName: content.displayName, vcard: content.vcard }],
          },
        },
      };
    case 'reaction':
      return { content: { react: { text: content.emoji, key: await messages.keyOf(content.messageId, jid, false) } } };
    case 'edit':
      // Only one's own messages can be edited.
      return { content: { text: content.body, edit: await messages.keyOf(content.messageId, jid, true) } };
    case 'delete':
      return { content: { delete: await messages.keyOf(content.messageId, jid, true) } };
  }
}
