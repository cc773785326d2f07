import { browserStorage, storageKeys, type KeyValueStorage } from './storage';

export interface SessionFacts {
  token: string;
  companyId: string;
  userId: string;
  companyDueDate?: string;
  /** The company's campaignsEnabled setting: when on, the cshow flag is stored (spec 3 §2). */
  campaignsEnabled?: boolean;
}

/** Where the access token and the ids of the logged-in user are kept between page loads. */
export interface SessionStore {
  token(): string | null;
  setToken(token: string): void;
  save(facts: SessionFacts): void;
  /** Forgets the session and tells the listeners (the session provider navigates to /login). */
  clear(): void;
  campaignsFlag(): boolean;
  onCleared(listener: () => void): () => void;
}

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<() => void>();
  return {
    token: () => storage.getItem(storageKeys.token),
    setToken: (token) => storage.setItem(storageKeys.token, token),
    save(facts) {
      storage.setItem(storageKeys.token, facts.token);
      storage.setItem(storageKeys.companyId, facts.companyId);
      storage.setItem(storageKeys.userId, facts.userId);
      if (facts.companyDueDate) storage.setItem(storageKeys.companyDueDate, facts.companyDueDate);
      if (facts.campaignsEnabled) storage.setItem(storageKeys.cshow, 'true');
    },
    clear() {
      for (const key of [storageKeys.token, storageKeys.companyId, storageKeys.userId, storageKeys.companyDueDate]) {
        storage.removeItem(key);
      }
      listeners.forEach((listener) => listener());
    },
    campaignsFlag: () => storage.getItem(storageKeys.cshow) !== null,
    onCleared(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore(browserStorage());
