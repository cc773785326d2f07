import type { OutboundContent } from '../../../functions/src/platform/chat/chat-provider.js';

/** What the customer's phone shows of a message the business sent: its text, attachment, location or cards. */
export function fromContent(content: Exclude<OutboundContent, { kind: 'reaction' | 'edit' | 'delete' }>) {
  switch (content.kind) {
    case 'text':
      return { body: content.body, ...(content.quotedId ? { quotedId: content.quotedId } : {}) };
    case 'media':
      return {
        body: content.caption ?? '',
        media: content.media,
        ...(content.quotedId ? { quotedId: content.quotedId } : {}),
      };
    case 'location':
      return {
        body: '',
        location: { latitude: content.latitude, longitude: content.longitude, description: content.description },
      };
    case 'vcard':
      return { body: '', vcards: [{ displayName: content.displayName, vcard: content.vcard }] };
  }
}
