import type { AnyMessageContent, MiscMessageGenerationOptions, WAMessage, WAMessageKey } from '@whiskeysockets/baileys';
import type { BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type { OutboundContent } from '../../../functions/src/platform/chat/chat-provider.js';
import { AppError } from '../../../functions/src/platform/errors.js';
import { log } from '../../../functions/src/platform/log.js';
import { LID_PREFIX } from './lid-resolver.js';

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

/**
 * The last messages of the session, by id: Baileys needs the whole WAMessage to quote one, and asks for what it
 * sent when a recipient's phone requests a retry. Oldest entries go first.
 */
export class RecentMessages {
  private readonly byId = new Map<string, WAMessage>();

  constructor(private readonly limit = 1_000) {}

  remember(message: WAMessage): void {
    const id = message.key.id;
    if (!id) return;
    this.byId.delete(id);
    this.byId.set(id, message);
    if (this.byId.size > this.limit) this.byId.delete(this.byId.keys().next().value as string);
  }

  get(id: string): WAMessage | undefined {
    return this.byId.get(id);
  }

  /** The key of a message of the chat: the remembered one, else built (`fromMe` says whose it must be). */
  keyOf(id: string, jid: string, fromMe: boolean): WAMessageKey {
    return this.byId.get(id)?.key ?? { remoteJid: jid, id, fromMe };
  }
}

export interface Sendable {
  content: AnyMessageContent;
  options?: MiscMessageGenerationOptions;
}

async function mediaContent(
  content: Extract<OutboundContent, { kind: 'media' }>,
  blobs: BlobStore,
): Promise<AnyMessageContent> {
  const blob = await blobs.get(content.media.blobKey);
  if (!blob) throw new AppError('ERR_SENDING_WAPP_MSG', 400, `No media at ${content.media.blobKey}`);
  const data = Buffer.from(blob.data);
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

function quoting(quotedId: string | undefined, recent: RecentMessages): MiscMessageGenerationOptions | undefined {
  if (!quotedId) return undefined;
  const quoted = recent.get(quotedId);
  // Without the quoted message's content WhatsApp would show an empty quote: send it as a plain message instead.
  if (!quoted) log('warn', { msg: 'quoted message not in memory; sent without the quote', quotedId });
  return quoted ? { quoted } : undefined;
}

/** What to hand Baileys' sendMessage for one outbound content. */
export async function toSendable(
  jid: string,
  content: OutboundContent,
  blobs: BlobStore,
  recent: RecentMessages,
): Promise<Sendable> {
  switch (content.kind) {
    case 'text':
      return { content: { text: content.body }, options: quoting(content.quotedId, recent) };
    case 'media':
      return { content: await mediaContent(content, blobs), options: quoting(content.quotedId, recent) };
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
      return { content: { react: { text: content.emoji, key: recent.keyOf(content.messageId, jid, false) } } };
    case 'edit':
      // Only one's own messages can be edited.
      return { content: { text: content.body, edit: recent.keyOf(content.messageId, jid, true) } };
    case 'delete':
      return { content: { delete: recent.keyOf(content.messageId, jid, true) } };
  }
}
