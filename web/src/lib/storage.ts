/** The browser's localStorage keys this app owns (spec 1 §3, spec 3 §3). */
export const storageKeys = {
  token: 'token',
  companyId: 'companyId',
  userId: 'userId',
  companyDueDate: 'companyDueDate',
  cshow: 'cshow',
  volume: 'volume',
  tasks: 'tasks',
  theme: 'theme',
  language: 'i18nextLng',
} as const;

/** The part of the Storage API the app uses, so tests can pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}

/** localStorage when the page has one; an in-memory stand-in otherwise (tests, private modes that throw). */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Some privacy modes throw on access; the app still works for the tab's lifetime.
  }
  return memoryStorage();
}
