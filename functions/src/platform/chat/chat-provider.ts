/**
 * The ChatProvider port (docs/decisions/008): one chat-app session per connection. Implementations live in
 * session-host/src: `baileys` (real numbers) and `simulator` (no network). The session manager owns them; the
 * rest of the product sees only the events they emit (through the inbound queue) and the commands it sends
 * (through the outbound queue).
 */

/** Connection status values (spec 1 §4). */
export type ChatStatus = 'OPENING' | 'qrcode' | 'PAIRING' | 'CONNECTED' | 'DISCONNECTED' | 'TIMEOUT';

/** Provider names stored in the connection's `provider` field. `beta` is the spec's default: Baileys. */
export const PROVIDERS = ['beta', 'simulator'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export type MediaKind = 'image' | 'audio' | 'video' | 'document' | 'sticker';

/** Media already stored in the BlobStore by the session host; events never carry bytes. */
export interface MediaRef {
  kind: MediaKind;
  blobKey: string;
  mimetype: string;
  fileName?: string;
  size?: number;
  /** Voice note (push-to-talk) for audio. */
  ptt?: boolean;
}

export interface InboundMessage {
  /** Provider message id: the dedupe id of the inbound queue and of the stored message. */
  id: string;
  /**
   * The chat: the customer's phone number in digits (after LID → phone mapping), or `<id>@g.us` for groups.
   * One customer is one chatId whatever addressing the provider used.
   */
  chatId: string;
  isGroup: boolean;
  /** Sent by the business from another device (the phone itself). */
  fromMe: boolean;
  /** In groups: the sender's number in digits. */
  participant?: string;
  /** The sender's display name (push name), when known. */
  senderName?: string;
  /** Epoch ms, from the provider. */
  timestamp: number;
  /** Text, or the caption of media. */
  body: string;
  media?: MediaRef;
  location?: { latitude: number; longitude: number; description?: string };
  /** Contact cards (vCard text each). */
  vcards?: { displayName: string; vcard: string }[];
  /** Provider id of the message this one replies to. */
  quotedId?: string;
  /**
   * The customer's LID (digits, without `lid:`) when the provider knows it. With a phone `chatId` it lets the
   * pipeline tie a contact first known by its LID to its number (docs/decisions/015).
   */
  lid?: string;
  /**
   * The provider could not decrypt the message and the sender never re-sent it readable: the conversation shows
   * "message could not be read — ask the customer to resend" instead of silence. Body and media are empty.
   */
  unreadable?: boolean;
  /**
   * Media not downloaded yet: the message is stored at once with this description, and a later `media` event
   * (the download step) fills it in, or marks it too large or unavailable.
   */
  pendingMedia?: PendingMedia;
  /** A reply to an interactive message (list or button): the option the customer chose, shown as the body. */
  interactiveReply?: boolean;
  /** A poll the sender created: the question and its options (the body shows them too). */
  poll?: { question: string; options: string[] };
}

/** What is known of an attachment before its download: enough to show "downloading…" with its name and kind. */
export interface PendingMedia {
  kind: MediaKind;
  mimetype: string;
  fileName?: string;
  /** Declared size in bytes, when the provider says it. */
  size?: number;
  ptt?: boolean;
}

/** Why an attachment could not be stored: above the size cap, or gone from the provider's servers. */
export type MediaFailure = 'tooLarge' | 'unavailable';

/**
 * Why one of our messages was not delivered (docs/decisions/013): the connection is logged out
 * (`disconnected`), it did not come back within the send-wait limit (`timeout`), the provider refused the
 * message (`rejected`), or the job exhausted its deliveries (`deadLetter`).
 */
export type SendFailure = 'disconnected' | 'timeout' | 'rejected' | 'deadLetter';

/** 1 sent, 2 delivered, 3 read, 4/5 played (spec 1 §4). 0 = failed. */
export type Ack = 0 | 1 | 2 | 3 | 4 | 5;

/** What a provider reports. `qr`/`status` become connection state; the rest go to the inbound queue. */
export type ChatEvent =
  | { type: 'qr'; qr: string }
  | { type: 'pairingCode'; code: string }
  | {
      type: 'status';
      status: ChatStatus;
      reason?: string;
      /** the number this session is logged in as */ number?: string;
    }
  | { type: 'message'; message: InboundMessage }
  | { type: 'ack'; id: string; chatId: string; ack: Ack; timestamp: number }
  | { type: 'edit'; id: string; chatId: string; body: string; timestamp: number }
  | { type: 'delete'; id: string; chatId: string; timestamp: number }
  | { type: 'call'; id: string; chatId: string; timestamp: number; status: 'offer' | 'missed' | 'rejected' }
  /**
   * Emitted by the session manager (not by providers) once a `send` command went out: ties the stored message
   * (`localId`) to the provider's id, which later acks, edits and deletes name. It travels in the chat's inbound
   * group, so it is ingested before any ack of that message.
   */
  | { type: 'sent'; id: string; localId: string; chatId: string; timestamp: number }
  /**
   * Emitted by the session manager when one of our messages will not be delivered: the stored message
   * (`localId`) is marked failed with `reason`, and the agent can resend it. Travels in the chat's group.
   */
  | { type: 'sendFailed'; id: string; localId: string; chatId: string; timestamp: number; reason: SendFailure }
  /**
   * The download step of a message stored with `pendingMedia`: `media` when the attachment is in the BlobStore,
   * else `failure` (the message keeps its caption and shows why).
   */
  | { type: 'media'; id: string; chatId: string; timestamp: number; media?: MediaRef; failure?: MediaFailure }
  /**
   * A reaction (`emoji`, empty when removed) by the customer or the business's phone to the message `targetId`;
   * `id` is the reaction's own provider id.
   */
  | {
      type: 'reaction';
      id: string;
      chatId: string;
      timestamp: number;
      targetId: string;
      emoji: string;
      fromMe: boolean;
      participant?: string;
    }
  /**
   * The provider learned that the customer known by LID `lid` (digits) has the phone `chatId` (digits): their
   * contact, tickets and messages become one (docs/decisions/015). Travels in the phone chat's group.
   */
  | { type: 'lidMapping'; id: string; chatId: string; timestamp: number; lid: string };

/** Events that travel through the inbound queue (everything but session state). */
export type InboundEvent = Extract<
  ChatEvent,
  { type: 'message' | 'ack' | 'edit' | 'delete' | 'call' | 'sent' | 'sendFailed' | 'media' | 'reaction' | 'lidMapping' }
>;

/** The inbound queue's job body. */
export interface InboundJob {
  companyId: string;
  connectionId: string;
  event: InboundEvent;
}

export type OutboundContent =
  | { kind: 'text'; body: string; quotedId?: string }
  | { kind: 'media'; media: MediaRef; caption?: string; quotedId?: string }
  | { kind: 'location'; latitude: number; longitude: number; description?: string }
  | { kind: 'vcard'; displayName: string; vcard: string }
  | { kind: 'reaction'; messageId: string; emoji: string }
  | { kind: 'edit'; messageId: string; body: string }
  | { kind: 'delete'; messageId: string };

/** How a message is sent: `id` asks for that provider message id (see ChatSession.idempotentSends). */
export interface OutboundOptions {
  id?: string;
}

export interface SentMessage {
  /** Provider message id of what was sent. */
  id: string;
  timestamp: number;
}

/** Whom a session belongs to and where it reports. */
export interface SessionContext {
  companyId: string;
  connectionId: string;
  emit(event: ChatEvent): void;
  /**
   * Resolves once every event emitted so far is on the inbound queue: a provider that can hold off telling the
   * network it got something (the simulator) waits for this, so a crash in between loses nothing.
   */
  flushed?(): Promise<void>;
}

/** One live session of one connection. Created by a ProviderFactory, driven only by the session manager. */
export interface ChatSession {
  /** Open the socket: resume from stored auth state when there is some, else emit `qr` (or a pairing code). */
  start(options?: { pairingPhone?: string }): Promise<void>;
  /** Close the socket, keep the auth state (shutdown, lease lost). */
  stop(): Promise<void>;
  /** Log out of the chat app and wipe the stored auth state. */
  logout(): Promise<void>;
  send(chatId: string, content: OutboundContent, options?: OutboundOptions): Promise<SentMessage>;
  /**
   * The provider honours `OutboundOptions.id`: a send with an id it already sent answers that message and sends
   * nothing (the simulator). Without it, a send whose outcome is unknown cannot be tried again safely.
   */
  readonly idempotentSends?: boolean;
  /** Whether a number has an account; the chatId to use when it has. */
  checkNumber(number: string): Promise<{ exists: boolean; chatId?: string }>;
  rejectCall(callId: string, chatId: string): Promise<void>;
  /**
   * The download step of a message this session reported with `pendingMedia` (`ref` as it gave it): stores the
   * attachment and emits the message's `media` event. Providers that never report pending media omit it.
   */
  fetchMedia?(chatId: string, id: string, ref: string): Promise<void>;
}

export interface ProviderFactory {
  readonly name: ProviderName;
  create(context: SessionContext): ChatSession;
  /** Whether auth state is stored for this connection (a restart can resume without a QR). */
  hasAuthState(companyId: string, connectionId: string): Promise<boolean>;
  /** Remove stored auth state (connection deleted, or a new QR requested). */
  wipeAuthState(companyId: string, connectionId: string): Promise<void>;
}
