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
  /** Told once of each mapping the table did not hold yet (digits both), so the pipeline can merge contacts. */
  onLearn?: (mapping: { lid: string; pn: string }) => void;
}

/** A chat's address: `chatId` as the product names it, and the customer's LID when both addresses are known. */
export interface ChatAddress {
  chatId: string;
  lid?: string;
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
    if ((await fromTable(lidUser)) === digits) return;
    known.set(lidUser, digits);
    // Reported before it is stored: a crash in between reports it again, which the pipeline takes as a replay.
    options.onLearn?.({ lid: lidUser, pn: digits });
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
   * The address of a user jid: phone digits when known, else `lid:<lid>`, with the LID when both are known. `alt`
   * is the other address WhatsApp sent along (key.remoteJidAlt / participantAlt / senderPn), which teaches a
   * mapping when it is one.
   */
  async function addressOf(jid: string, givenAlt?: string | null): Promise<ChatAddress> {
    const alt = givenAlt && !isOwn(givenAlt) ? givenAlt : undefined;
    if (!isLid(jid)) {
      if (!isLid(alt)) return { chatId: jidUser(jid) };
      await learn(alt, jid);
      return { chatId: jidUser(jid), lid: jidUser(alt) };
    }
    const lidUser = jidUser(jid);
    if (isPhone(alt)) {
      await learn(jid, alt);
      return { chatId: jidUser(alt), lid: lidUser };
    }
    const cached = known.get(lidUser);
    if (cached) return { chatId: cached, lid: lidUser };
    const socketPn = await fromSocket(jid);
    if (socketPn) {
      await learn(jid, socketPn);
      return { chatId: jidUser(socketPn), lid: lidUser };
    }
    const stored = await fromTable(lidUser);
    if (stored) return { chatId: stored, lid: lidUser };
    log('warn', { msg: 'no phone number known for a LID', companyId, connectionId, lid: lidUser });
    return { chatId: `${LID_PREFIX}${lidUser}` };
  }

  /** The chat id of a user jid (see addressOf). */
  const chatIdOf = async (jid: string, alt?: string | null): Promise<string> => (await addressOf(jid, alt)).chatId;

  return { learn, chatIdOf, addressOf };
}

export type LidResolver = ReturnType<typeof createLidResolver>;
