import {
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
import type { Key, Table } from '../../../functions/src/platform/table.js';
import type { AuthCrypto } from './auth-crypto.js';
import { readAuthValues, writeAuthValues } from './auth-items.js';
import { baileysLogger } from './logger.js';
import type { WriteFailure } from './table-batch.js';

const CREDS = 'creds';

/** Some keys of one `keys.set` were not stored (each named); the others were. */
export class AuthWriteError extends Error {
  constructor(readonly failures: WriteFailure[]) {
    super(
      `auth state: ${failures.length} key(s) not stored: ` +
        failures.map((f) => `${f.key.sk} (${f.error.message})`).join(', '),
    );
  }
}

/**
 * The auth state of one connection, one sealed item per key in the partition `connectionAuth(company, connection)`
 * (auth-items.ts): `creds`, and `<type>#<id>` for each signal key. Never one blob: keys change one by one all day.
 */
export function tableAuthStore(table: Table, crypto: AuthCrypto, companyId: string, connectionId: string) {
  const pk = keys.connectionAuth(companyId, connectionId);
  const keyOf = (sk: string): Key => ({ pk, sk });
  // Once wiped, late writes of the socket that owned this state must not bring it back.
  let wiped = false;

  async function write(entries: { key: Key; value: unknown }[]): Promise<void> {
    if (wiped) return;
    const failures = await writeAuthValues(crypto, table, entries);
    if (failures.length > 0) throw new AuthWriteError(failures);
  }

  async function readCreds(): Promise<AuthenticationCreds | undefined> {
    const values = await readAuthValues(crypto, table, [keyOf(CREDS)]);
    return values.get(CREDS) as AuthenticationCreds | undefined;
  }

  const writeCreds = (creds: AuthenticationCreds) => write([{ key: keyOf(CREDS), value: creds }]);

  const signalKeys: SignalKeyStore = {
    async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const values = await readAuthValues(
        crypto,
        table,
        [...new Set(ids)].map((id) => keyOf(`${type}#${id}`)),
      );
      const found: { [id: string]: SignalDataTypeMap[T] } = {};
      for (const [sk, stored] of values) {
        let value = stored as SignalDataTypeMap[T];
        // Baileys reads this one as a protobuf object, not the plain JSON it was stored as.
        if (type === 'app-state-sync-key') {
          value = proto.Message.AppStateSyncKeyData.fromObject(value as object) as unknown as SignalDataTypeMap[T];
        }
        found[sk.slice(type.length + 1)] = value;
      }
      return found;
    },
    async set(data: SignalDataSet) {
      await write(
        Object.entries(data).flatMap(([type, values]) =>
          Object.entries(values ?? {}).map(([id, value]) => ({ key: keyOf(`${type}#${id}`), value })),
        ),
      );
    },
  };

  /** Removes every item of the partition: the creds, all keys and their parts. */
  async function wipe(): Promise<void> {
    wiped = true;
    let cursor: string | undefined;
    do {
      const page = await table.query<Key>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        cursor,
      });
      await table.batchDelete(page.items);
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
  /** Writes the current creds, in order with the key writes before it. */
  saveCreds(): Promise<void>;
  wipe(): Promise<void>;
  exists(): Promise<boolean>;
}

/** One past the last pre-key of a `keys.set` stored with every pre-key before it; undefined when none was. */
function preKeysStoredUpTo(data: SignalDataSet, error: unknown): number | undefined {
  if (error && !(error instanceof AuthWriteError)) return undefined;
  const failed = error instanceof AuthWriteError ? error.failures.map((f) => f.key.sk) : [];
  const firstFailed = Math.min(...failed.filter((sk) => sk.startsWith('pre-key#')).map((sk) => Number(sk.slice(8))));
  const stored = Object.entries(data['pre-key'] ?? {})
    .filter(([, value]) => value)
    .map(([id]) => Number(id))
    .filter((id) => id < firstFailed);
  return stored.length > 0 ? Math.max(...stored) + 1 : undefined;
}

/**
 * Loads (or creates) the auth state Baileys' socket runs on, with its signal keys cached in memory.
 *
 * Every write goes through one chain, in call order. Baileys emits the creds naming new pre-keys (`nextPreKeyId`)
 * inside its key transaction, before it commits the pre-keys, then uploads them. So the stored creds never name a
 * pre-key beyond the ones stored (a crash in between leaves creds that regenerate them), and a `keys.set` of
 * pre-keys resolves only once the creds that name them are stored too, before Baileys uploads them.
 */
export async function useTableAuthState(
  table: Table,
  crypto: AuthCrypto,
  companyId: string,
  connectionId: string,
): Promise<TableAuthState> {
  const store = tableAuthStore(table, crypto, companyId, connectionId);
  const creds = (await store.readCreds()) ?? initAuthCreds();
  let preKeysStoredBelow = creds.nextPreKeyId;
  let chain: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(write: () => Promise<T>): Promise<T> => {
    const next = chain.catch(() => undefined).then(write);
    chain = next;
    return next;
  };
  const writeCreds = () =>
    store.writeCreds({
      ...creds,
      nextPreKeyId: Math.min(creds.nextPreKeyId, preKeysStoredBelow),
      firstUnuploadedPreKeyId: Math.min(creds.firstUnuploadedPreKeyId, preKeysStoredBelow),
    });

  const orderedKeys: SignalKeyStore = {
    get: store.keys.get,
    set: (data) =>
      inOrder(async () => {
        const error = await Promise.resolve(store.keys.set(data)).then(
          () => undefined,
          (e: unknown) => e,
        );
        const storedUpTo = preKeysStoredUpTo(data, error);
        if (storedUpTo !== undefined) {
          preKeysStoredBelow = Math.max(preKeysStoredBelow, storedUpTo);
          await writeCreds();
        }
        if (error) throw error;
      }),
  };

  return {
    state: { creds, keys: makeCacheableSignalKeyStore(orderedKeys, baileysLogger) },
    saveCreds: () => inOrder(writeCreds),
    wipe: store.wipe,
    exists: store.exists,
  };
}
