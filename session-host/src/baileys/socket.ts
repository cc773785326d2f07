import {
  Browsers,
  downloadMediaMessage,
  makeWASocket,
  type AnyMessageContent,
  type AuthenticationState,
  type BaileysEventMap,
  type CacheStore,
  type GroupMetadata,
  type MiscMessageGenerationOptions,
  type proto,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageKey,
  type WAVersion,
} from '@whiskeysockets/baileys';
import type { Readable } from 'node:stream';
import type { GroupMetadataCache } from './group-metadata-cache.js';
import { baileysLogger } from './logger.js';

/** The events the provider listens to. */
export type SocketEvents = Pick<
  BaileysEventMap,
  | 'connection.update'
  | 'creds.update'
  | 'messages.upsert'
  | 'messages.update'
  | 'message-receipt.update'
  | 'call'
  | 'lid-mapping.update'
>;

/**
 * The narrow part of Baileys' socket the provider depends on: the boundary tests replace with a scripted fake.
 * Media download is part of it because it goes to WhatsApp's servers (and may ask the phone to re-upload).
 */
export interface SocketLike {
  ev: { on<E extends keyof SocketEvents>(event: E, listener: (arg: SocketEvents[E]) => void): void };
  readonly user?: { id: string; lid?: string; name?: string };
  /** The socket's own LID ↔ phone store (Baileys 7). */
  readonly signalRepository?: { lidMapping?: { getPNForLID(lid: string): Promise<string | null> } };
  sendMessage(
    jid: string,
    content: AnyMessageContent,
    options?: MiscMessageGenerationOptions,
  ): Promise<WAMessage | undefined>;
  onWhatsApp(...numbers: string[]): Promise<{ jid: string; exists: boolean }[] | undefined>;
  rejectCall(callId: string, callFrom: string): Promise<void>;
  requestPairingCode(phoneNumber: string): Promise<string>;
  logout(msg?: string): Promise<void>;
  end(error: Error | undefined): Promise<void> | void;
  /** The attachment's bytes as they arrive (decrypted on the way): a large file is never held whole. */
  downloadMedia(message: WAMessage): Promise<Readable>;
}

/** What the provider hands the socket factory. */
export interface SocketConfig {
  auth: AuthenticationState;
  /** Baileys asks for a message it sent when the recipient requests a retry. */
  getMessage(key: WAMessageKey): Promise<proto.IMessage | undefined>;
  /** The WhatsApp Web version to announce (web-version.ts). */
  version: WAVersion;
  /** Group metadata kept in the table (group-metadata-cache.ts). */
  groupMetadata: GroupMetadataCache;
  /** Baileys' message retry counters kept in the table (retry-counter-cache.ts). */
  retryCounters: CacheStore;
}

export type MakeSocket = (config: SocketConfig) => SocketLike;

/** Baileys' socket options; `fetchGroup` asks WhatsApp for a group's metadata when the table has none. */
export function baileysSocketOptions(
  config: SocketConfig,
  fetchGroup: (jid: string) => Promise<GroupMetadata>,
): UserFacingSocketConfig {
  return {
    auth: config.auth,
    getMessage: config.getMessage,
    version: config.version,
    logger: baileysLogger,
    browser: Browsers.ubuntu('Chrome'),
    printQRInTerminal: false,
    // Online on connect would silence notifications on the business's phone.
    markOnlineOnConnect: false,
    syncFullHistory: false,
    // The help desk imports no history (spec): the phone's history sync would only cost downloads and memory.
    shouldSyncHistoryMessage: () => false,
    cachedGroupMetadata: (jid) => config.groupMetadata.get(jid, fetchGroup),
    msgRetryCounterCache: config.retryCounters,
  };
}

/** The real socket to WhatsApp. */
export const makeBaileysSocket: MakeSocket = (config) => {
  const sock = makeWASocket(baileysSocketOptions(config, (jid) => sock.groupMetadata(jid)));
  const forget = (jid: string | undefined) => {
    if (jid) config.groupMetadata.forget(jid).catch(() => undefined);
  };
  // A changed group is fetched afresh on its next send.
  sock.ev.on('groups.update', (updates) => updates.forEach((update) => forget(update.id)));
  sock.ev.on('group-participants.update', (update) => forget(update.id));
  return {
    ev: sock.ev,
    get user() {
      return sock.user;
    },
    signalRepository: sock.signalRepository,
    sendMessage: sock.sendMessage,
    onWhatsApp: sock.onWhatsApp,
    rejectCall: sock.rejectCall,
    requestPairingCode: (phone) => sock.requestPairingCode(phone),
    logout: sock.logout,
    end: sock.end,
    downloadMedia: (message) =>
      downloadMediaMessage(message, 'stream', {}, { reuploadRequest: sock.updateMediaMessage, logger: baileysLogger }),
  };
};
