import type { GroupMetadata } from '@whiskeysockets/baileys';
import type { Clock } from '../../../functions/src/platform/clock.js';
import { keys } from '../../../functions/src/platform/keys.js';
import type { Table } from '../../../functions/src/platform/table.js';

/** A group's members change rarely and their changes arrive as events that drop the entry; a day bounds drift. */
export const GROUP_METADATA_TTL_SECONDS = 24 * 60 * 60;

type GroupMetadataItem = { pk: string; sk: string; metadata: string; expiresAt: number };

/**
 * Baileys' `cachedGroupMetadata` kept in the table: a send to a group needs its participants, and without a cache
 * every send (and every restart) asks WhatsApp again, which rate-limits those queries.
 */
export function tableGroupMetadataCache(options: {
  table: Table;
  clock: Clock;
  companyId: string;
  connectionId: string;
}) {
  const { table, clock, companyId, connectionId } = options;
  const keyOf = (jid: string) => keys.groupMetadata(companyId, connectionId, jid);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** The stored metadata of `jid` while fresh; otherwise fetched from WhatsApp and stored. */
  async function get(jid: string, fetch: (jid: string) => Promise<GroupMetadata>): Promise<GroupMetadata> {
    const item = await table.get<GroupMetadataItem>(keyOf(jid), false);
    // TTL deletion lags by up to days: an expired item is a miss.
    if (item && item.expiresAt > nowSeconds()) return JSON.parse(item.metadata) as GroupMetadata;
    const metadata = await fetch(jid);
    await set(metadata);
    return metadata;
  }

  async function set(metadata: GroupMetadata): Promise<void> {
    await table.put({
      ...keyOf(metadata.id),
      metadata: JSON.stringify(metadata),
      expiresAt: nowSeconds() + GROUP_METADATA_TTL_SECONDS,
    });
  }

  /** The group changed (subject, members): the next send fetches it again. */
  async function forget(jid: string): Promise<void> {
    await table.delete(keyOf(jid));
  }

  return { get, set, forget };
}

export type GroupMetadataCache = ReturnType<typeof tableGroupMetadataCache>;
