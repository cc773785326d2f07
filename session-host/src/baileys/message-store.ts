import { proto, type WAMessage, type WAMessageKey } from '@whiskeysockets/baileys';
import type { Clock } from '../../../functions/src/platform/clock.js';
import { keys } from '../../../functions/src/platform/keys.js';
import { log } from '../../../functions/src/platform/log.js';
import type { Key, Table } from '../../../functions/src/platform/table.js';

/** How long a message can still be quoted, reacted to, edited or re-sent on a recipient's retry request. */
const TTL_SECONDS = 30 * 24 * 60 * 60;
/** Messages kept in memory in front of the table: the ones the chats are busy with right now. */
const CACHE_LIMIT = 1_000;
/** Below DynamoDB's 400 KB item limit; a bigger message (a huge text, a large thumbnail) stays in memory only. */
const MAX_STORED_BYTES = 350_000;

/**
 * The content is kept in its protobuf wire form (a DynamoDB binary): Longs and bytes come back exactly as
 * Baileys wrote them, which JSON text would not guarantee for Longs. The key is plain JSON.
 */
type StoredMessage = Key & {
  key: string;
  message: Uint8Array;
  expiresAt: number;
};

export interface MessageStoreScope {
  table: Table;
  clock: Clock;
  companyId: string;
  connectionId: string;
}

/**
 * The messages a session sent and received, by id (docs/decisions/013): Baileys needs the whole WAMessage to
 * quote one, the original key to react to, edit or delete one, and the content it sent when a recipient's phone
 * asks for a retry. Written through to the table so all of that still works after a restart or on another host.
 */
export class MessageStore {
  private readonly cache = new Map<string, WAMessage>();

  constructor(
    private readonly scope: MessageStoreScope,
    private readonly limit = CACHE_LIMIT,
  ) {}

  /**
   * Whether this session has handled the id lately (an upsert repeated, the echo of our own send). Memory only:
   * after a restart a repeat reaches the inbound pipeline, which drops it by its provider id.
   */
  seen(id: string): boolean {
    return this.cache.has(id);
  }

  /** Marks a message as handled, in memory only (the key of a send in flight, a message not worth storing). */
  markSeen(message: WAMessage): void {
    if (message.key.id) this.cacheSet(message.key.id, message);
  }

  /**
   * Keeps a message, in memory and, when it has content, in the table. A failed table write is logged, never
   * thrown: what the message stands for must still be reported or answered.
   */
  async remember(message: WAMessage): Promise<void> {
    const id = message.key.id;
    if (!id) return;
    this.cacheSet(id, message);
    if (!message.message) return;
    try {
      const content = proto.Message.encode(message.message).finish();
      if (content.byteLength > MAX_STORED_BYTES) return this.warn('message too large to store', id);
      const item: StoredMessage = {
        ...this.itemKey(id),
        key: JSON.stringify(message.key),
        message: content,
        expiresAt: Math.floor(this.scope.clock.now().getTime() / 1000) + TTL_SECONDS,
      };
      await this.scope.table.put(item);
    } catch (error) {
      this.warn('storing the message failed', id, error);
    }
  }

  /** The message with this id, from memory or the table; undefined when never seen or expired. */
  async get(id: string): Promise<WAMessage | undefined> {
    const cached = this.cache.get(id);
    if (cached?.message) return cached;
    const item = await this.scope.table.get<StoredMessage>(this.itemKey(id));
    if (!item) return cached;
    const message: WAMessage = {
      key: JSON.parse(item.key) as WAMessageKey,
      message: proto.Message.decode(item.message),
    };
    this.cacheSet(id, message);
    return message;
  }

  /** The key of a message of the chat: the stored one, else built (`fromMe` says whose it must be). */
  async keyOf(id: string, jid: string, fromMe: boolean): Promise<WAMessageKey> {
    return (await this.get(id))?.key ?? { remoteJid: jid, id, fromMe };
  }

  private itemKey(id: string): Key {
    return keys.waMessage(this.scope.companyId, this.scope.connectionId, id);
  }

  private cacheSet(id: string, message: WAMessage): void {
    this.cache.delete(id);
    this.cache.set(id, message);
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value as string);
  }

  private warn(msg: string, id: string, error?: unknown): void {
    const { companyId, connectionId } = this.scope;
    log('warn', { msg, companyId, connectionId, id, ...(error ? { error: (error as Error).message } : {}) });
  }
}
