import { isHostedLidUser, isHostedPnUser, isLidUser, isPnUser, jidDecode } from '@whiskeysockets/baileys';
import type { Clock } from '../../../functions/src/platform/clock.js';
import { keys } from '../../../functions/src/platform/keys.js';
import { log } from '../../../functions/src/platform/log.js';
import type { Table } from '../../../functions/src/platform/table.js';

/** Prefix of a chat id known only by its LID: kept apart from phone digits so it can never collide with one. */
export const LID_PREFIX = 'lid:';

export const isLid = (jid: string | null | undefined): jid is string =>
  Boolean(jid && (isLidUser(jid) || isHostedLidUser(jid)));
export const isPhone = (jid: string | null | undefined): jid is string =>
  Boolean(jid && (isPnUser(jid) || isHostedPnUser(jid)));

export const jidUser = (jid: string): string => jidDecode(jid)?.user ?? jid.split('@')[0] ?? jid;

type MappingItem = { pk: string; sk: string; pn: string };

export interface LidResolverOptions {
  table: Table;
  clock: Clock;
  companyId: string;
  connectionId: string;
  /** The socket's own LID store, when a socket is up. */
  socketLookup?: () => ((lid: string) => Promise<string | null>) | undefined;
  /** The business's own jids (phone and LID): never a customer's mapping. */
  ownJids?: () => (string | undefined)[];
}

/**
 * WhatsApp addresses a customer by phone number or by LID (a privacy id), and may switch between the two. The
 * product names a customer by phone digits, so one customer is one contact: every mapping learned is kept in the
 * table and a LID is turned back into digits from the message itself, the socket's store or our own.
 */
export function createLidResolver(options: LidResolverOptions) {
  const { table, clock, companyId, connectionId } = options;
  const known = new Map<string, string>();
  // On messages the phone itself sent, WhatsApp's alternate address may be the business's own, not the chat's.
  const isOwn = (jid: string) => (options.ownJids?.() ?? []).some((own) => own && jidUser(own) === jidUser(jid));

  /** Records that `lid` is the phone `pn` (both jids, any device). */
  async function learn(lid: string, pn: string): Promise<void> {
    if (!isLid(lid) || !isPhone(pn) || isOwn(lid) || isOwn(pn)) return;
    const lidUser = jidUser(lid);
    const digits = jidUser(pn);
    if (known.get(lidUser) === digits) return;
    known.set(lidUser, digits);
    await table.put({
      ...keys.lidMapping(companyId, connectionId, lidUser),
      lid: lidUser,
      pn: digits,
      updatedAt: clock.now().toISOString(),
    });
  }

  async function fromSocket(lid: string): Promise<string | undefined> {
    try {
      const pn = await options.socketLookup?.()?.(lid);
      return pn ?? undefined;
    } catch (error) {
      log('warn', { msg: 'lid lookup failed', companyId, connectionId, lid, error: (error as Error).message });
      return undefined;
    }
  }

  async function fromTable(lidUser: string): Promise<string | undefined> {
    const item = await table.get<MappingItem>(keys.lidMapping(companyId, connectionId, lidUser));
    if (item) known.set(lidUser, item.pn);
    return item?.pn;
  }

  /**
   * The chat id of a user jid: phone digits when known, else `lid:<lid>`. `alt` is the other address WhatsApp
   * sent along (key.remoteJidAlt / participantAlt / senderPn), which teaches a mapping when it is one.
   */
  async function chatIdOf(jid: string, givenAlt?: string | null): Promise<string> {
    const alt = givenAlt && !isOwn(givenAlt) ? givenAlt : undefined;
    if (!isLid(jid)) {
      if (isLid(alt)) await learn(alt, jid);
      return jidUser(jid);
    }
    if (isPhone(alt)) {
      await learn(jid, alt);
      return jidUser(alt);
    }
    const lidUser = jidUser(jid);
    const cached = known.get(lidUser);
    if (cached) return cached;
    const socketPn = await fromSocket(jid);
    if (socketPn) {
      await learn(jid, socketPn);
      return jidUser(socketPn);
    }
    const stored = await fromTable(lidUser);
    if (stored) return stored;
    log('warn', { msg: 'no phone number known for a LID', companyId, connectionId, lid: lidUser });
    return `${LID_PREFIX}${lidUser}`;
  }

  return { learn, chatIdOf };
}

export type LidResolver = ReturnType<typeof createLidResolver>;
