import type { InboundMessage, MediaKind, MediaRef } from '../../platform/chat/chat-provider.js';
import type { MessageRecord } from './repo.js';
import type { MessageMediaType } from './schema.js';

export type MessageContent = Pick<MessageRecord, 'body' | 'mediaType' | 'blobKey' | 'mimetype' | 'mediaName'> &
  Pick<Partial<MessageRecord>, 'mediaPending' | 'unreadable'>;

const MEDIA_TYPE_OF_KIND: Record<MediaKind, MessageMediaType> = {
  image: 'image',
  audio: 'audio',
  video: 'video',
  document: 'application',
  // The spec has no sticker type; a sticker is a small picture.
  sticker: 'image',
};

const noMedia = { blobKey: null, mimetype: null, mediaName: null } as const;

/** How an inbound message is stored: text, media (already in the BlobStore), a location or contact cards. */
export function inboundContent(message: InboundMessage): MessageContent {
  if (message.unreadable) return { ...noMedia, mediaType: 'chat', body: '', unreadable: true };
  if (message.location) {
    return { ...noMedia, mediaType: 'locationMessage', body: locationBody(message.location) };
  }
  if (message.vcards?.length) {
    return { ...noMedia, mediaType: 'vcard', body: message.vcards.map((card) => card.vcard).join('\n') };
  }
  if (message.media) return { ...storedMedia(message.media), body: message.body };
  if (message.pendingMedia) {
    // Shown as downloading, with its kind and name, until the download step fills it in (inbound/ingest-media.ts).
    const { kind, mimetype, fileName } = message.pendingMedia;
    const pending = { mediaType: MEDIA_TYPE_OF_KIND[kind], blobKey: null, mimetype, mediaName: fileName ?? null };
    return { ...pending, body: message.body, mediaPending: true };
  }
  return { ...noMedia, mediaType: 'chat', body: message.body };
}

/** The media fields of a message whose attachment is in the BlobStore. */
export function storedMedia(media: MediaRef): Omit<MessageContent, 'body' | 'mediaPending'> {
  const { kind, blobKey, mimetype, fileName } = media;
  return { mediaType: MEDIA_TYPE_OF_KIND[kind], blobKey, mimetype, mediaName: fileName ?? null };
}

/**
 * Spec 1 §3: a location body is `image|link|description`. The chat app's thumbnail is not kept, so the image
 * part is empty; the link opens the place on a map.
 */
export function locationBody(location: { latitude: number; longitude: number; description?: string }): string {
  const link = `https://maps.google.com/maps?q=${location.latitude}%2C${location.longitude}&z=17&hl=pt-BR`;
  return `|${link}|${(location.description ?? '').replace(/\|/g, '/')}`;
}

/** The media type of an uploaded file, by its MIME type. */
export function mediaTypeOfMime(mimetype: string): { mediaType: MessageMediaType; kind: MediaKind } {
  const family = mimetype.split('/')[0];
  if (family === 'image') return { mediaType: 'image', kind: 'image' };
  if (family === 'audio') return { mediaType: 'audio', kind: 'audio' };
  if (family === 'video') return { mediaType: 'video', kind: 'video' };
  return { mediaType: 'application', kind: 'document' };
}

const MEDIA_LABELS: Partial<Record<MessageMediaType, string>> = {
  image: 'Imagem',
  audio: 'Áudio',
  video: 'Vídeo',
  application: 'Documento',
};

/** What the ticket list shows as the last message: the text, else the file name, else what kind it is. */
export function lastMessageText(
  content: Pick<MessageRecord, 'body' | 'mediaType' | 'mediaName' | 'unreadable'>,
): string {
  if (content.unreadable) return 'Mensagem não pôde ser lida';
  switch (content.mediaType) {
    case 'chat':
    case 'call_log':
      return content.body;
    case 'locationMessage':
      return content.body.split('|')[2]?.trim() || 'Localização';
    case 'vcard':
      return 'Contato';
    default:
      return content.body.trim() || content.mediaName || MEDIA_LABELS[content.mediaType] || '';
  }
}

const CALL_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The call entry of the conversation: missed (or still ringing) calls, and calls the business rejected. */
export function callBody(status: 'offer' | 'missed' | 'rejected', timestamp: number): string {
  const time = CALL_TIME.format(new Date(timestamp));
  return status === 'rejected'
    ? `Chamada de voz/vídeo rejeitada às ${time}`
    : `Chamada de voz/vídeo perdida às ${time}`;
}
