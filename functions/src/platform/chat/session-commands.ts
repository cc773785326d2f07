import type { OutboundContent } from './chat-provider.js';

/**
 * What the API asks of the session host. Commands travel through the outbound queue so the same path serves
 * the in-process session manager (`npm start`) and the Fargate session host (cloud). Group ids keep commands
 * of one kind in order per connection without a stuck send blocking a session command.
 */
export type SessionCommand =
  /** POST /whatsappsession/{id}: start (or retry) the session, resuming stored auth state. */
  | {
      type: 'session.start';
      companyId: string;
      connectionId: string;
      /** log in by pairing code, not QR */ pairingPhone?: string;
    }
  /** PUT /whatsappsession/{id}: wipe the auth state and start again, which shows a new QR. */
  | { type: 'session.newQr'; companyId: string; connectionId: string }
  /** DELETE /whatsappsession/{id}: log out and wipe the auth state; status DISCONNECTED. */
  | { type: 'session.logout'; companyId: string; connectionId: string }
  /** The connection was deleted: stop, log out, wipe everything it had. */
  | { type: 'session.remove'; companyId: string; connectionId: string }
  /** Send a message (issue 4 produces these). `localId` is the stored message id, echoed back in the ack. */
  | { type: 'send'; companyId: string; connectionId: string; chatId: string; localId: string; content: OutboundContent }
  /**
   * Does `number` have a chat-app account? The host writes the answer to `keys.numberCheck(companyId, requestId)`
   * ({ exists, chatId? } or { error }), where the API that asked polls for it.
   */
  | { type: 'checkNumber'; companyId: string; connectionId: string; number: string; requestId: string }
  /** Refuse a ringing call (the company's `call` setting is disabled); `chatId` is the caller's chat. */
  | { type: 'rejectCall'; companyId: string; connectionId: string; chatId: string; callId: string }
  /**
   * The download step of an inbound message stored with `pendingMedia` (docs/decisions/016): the host that runs
   * the session downloads the attachment (streamed into the BlobStore, size-capped) and reports a `media` event.
   * `ref` is the provider's own description of the attachment (for Baileys, the WAMessage as BufferJSON text).
   */
  | { type: 'media.fetch'; companyId: string; connectionId: string; chatId: string; id: string; ref: string }
  /** Simulator only: the phone scanned the QR `code`. */
  | { type: 'simulator.scan'; companyId: string; connectionId: string; code: string }
  /** Simulator only: a customer sent a message; the id was chosen by the API and answered to the caller. */
  | { type: 'simulator.customerMessage'; companyId: string; connectionId: string; message: SimulatorCustomerMessage }
  /** Simulator only: the customer read everything the business sent to `number`. */
  | { type: 'simulator.read'; companyId: string; connectionId: string; number: string }
  /** Simulator only: the customer edits or deletes one of their messages, or calls. */
  | { type: 'simulator.edit'; companyId: string; connectionId: string; number: string; messageId: string; body: string }
  | { type: 'simulator.delete'; companyId: string; connectionId: string; number: string; messageId: string }
  | { type: 'simulator.call'; companyId: string; connectionId: string; number: string; callId: string; name?: string };

export interface SimulatorCustomerMessage {
  id: string;
  number: string;
  name?: string;
  body: string;
  timestamp: number;
  media?: import('./chat-provider.js').MediaRef;
  location?: { latitude: number; longitude: number; description?: string };
  vcards?: { displayName: string; vcard: string }[];
  quotedId?: string;
}

export const OUTBOUND_QUEUE = 'outbound';
export const INBOUND_QUEUE = 'inbound';

/**
 * FIFO group of a command: session control per connection; sends per connection; call rejections per
 * connection apart from sends (a ringing call must not wait behind a queue of messages); simulator per chat.
 */
export function commandGroup(command: SessionCommand): string {
  switch (command.type) {
    case 'session.start':
    case 'session.newQr':
    case 'session.logout':
    case 'session.remove':
      return `session#${command.connectionId}`;
    case 'send':
      return `send#${command.connectionId}`;
    case 'checkNumber':
      return `check#${command.connectionId}`;
    case 'rejectCall':
      return `call#${command.connectionId}`;
    case 'media.fetch':
      return `media#${command.connectionId}`;
    case 'simulator.scan':
      return `session#${command.connectionId}`;
    case 'simulator.customerMessage':
      return `sim#${command.connectionId}#${command.message.number}`;
    default:
      return `sim#${command.connectionId}#${command.number}`;
  }
}
