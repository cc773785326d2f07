import {
  BufferJSON,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataSet,
  type SignalDataTypeMap,
  type SignalKeyStore,
} from '@whiskeysockets/baileys';
import { keys } from '../../../functions/src/platform/keys.js';
import type { Item, Key, Table } from '../../../functions/src/platform/table.js';
import { baileysLogger } from './logger.js';
import { batchGet, batchWrite, type BatchWrite } from './table-batch.js';

const CREDS = 'creds';

/** One stored piece of auth state: `value` is the JSON text BufferJSON makes of it (Buffers survive). */
type AuthItem = Key & { value: string };

const encode = (value: unknown): string => JSON.stringify(value, BufferJSON.replacer);
const decode = <T>(text: string): T => JSON.parse(text, BufferJSON.reviver) as T;

/**
 * The auth state of one connection, one item per key in the partition `connectionAuth(company, connection)`:
 * `creds`, and `<type>#<id>` for each signal key. Never one blob: keys change one by one all day long.
 */
export function tableAuthStore(table: Table, companyId: string, connectionId: string) {
  const pk = keys.connectionAuth(companyId, connectionId);
  const keyOf = (sk: string): Key => ({ pk, sk });
  // Once wiped, late writes of the socket that owned this state must not bring it back.
  let wiped = false;

  async function readCreds(): Promise<AuthenticationCreds | undefined> {
    const item = await table.get<AuthItem>(keyOf(CREDS));
    return item ? decode<AuthenticationCreds>(item.value) : undefined;
  }

  async function writeCreds(creds: AuthenticationCreds): Promise<void> {
    if (wiped) return;
    await table.put({ ...keyOf(CREDS), value: encode(creds) });
  }

  const signalKeys: SignalKeyStore = {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const items = await batchGet<AuthItem>(
        table,
        [...new Set(ids)].map((id) => keyOf(`${type}#${id}`)),
      );
      const found: { [id: string]: SignalDataTypeMap[T] } = {};
      for (const item of items) {
        const id = item.sk.slice(type.length + 1);
        let value = decode<SignalDataTypeMap[T]>(item.value);
        // Baileys reads this one as a protobuf object, not the plain JSON it was stored as.
        if (type === 'app-state-sync-key') {
          value = proto.Message.AppStateSyncKeyData.fromObject(value as object) as unknown as SignalDataTypeMap[T];
        }
        found[id] = value;
      }
      return found;
    },
    async set(data: SignalDataSet) {
      if (wiped) return;
      const writes: BatchWrite[] = [];
      for (const [type, values] of Object.entries(data)) {
        for (const [id, value] of Object.entries(values ?? {})) {
          const key = keyOf(`${type}#${id}`);
          writes.push(
            value === null || value === undefined ? { delete: key } : { put: { ...key, value: encode(value) } },
          );
        }
      }
      await batchWrite(table, writes);
    },
  };

  /** Removes every item of the partition: the creds and all keys. */
  async function wipe(): Promise<void> {
    wiped = true;
    let cursor: string | undefined;
    do {
      const page = await table.query<Item>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        cursor,
      });
      await batchWrite(
        table,
        page.items.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
      );
      cursor = page.cursor;
    } while (cursor);
  }

  /** Creds are stored and belong to a paired account, so a restart can resume without a QR. */
  async function exists(): Promise<boolean> {
    const creds = await readCreds();
    return Boolean(creds && (creds.registered || creds.me));
  }

  return { readCreds, writeCreds, keys: signalKeys, wipe, exists };
}

export type TableAuthStore = ReturnType<typeof tableAuthStore>;

export interface TableAuthState {
  state: AuthenticationState;
  /** Writes the current creds; calls are applied in order. */
  saveCreds(): Promise<void>;
  wipe(): Promise<void>;
  exists(): Promise<boolean>;
}

/** Loads (or creates) the auth state Baileys' socket runs on, with its signal keys cached in memory. */
export async function useTableAuthState(
  table: Table,
  companyId: string,
  connectionId: string,
): Promise<TableAuthState> {
  const store = tableAuthStore(table, companyId, connectionId);
  const creds = (await store.readCreds()) ?? initAuthCreds();
  let saving: Promise<void> = Promise.resolve();
  return {
    state: { creds, keys: makeCacheableSignalKeyStore(store.keys, baileysLogger) },
    saveCreds() {
      // Creds change in bursts; chaining keeps the last write the newest state.
      saving = saving.catch(() => undefined).then(() => store.writeCreds(creds));
      return saving;
    },
    wipe: store.wipe,
    exists: store.exists,
  };
}
