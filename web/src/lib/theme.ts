import { browserStorage, storageKeys, type KeyValueStorage } from './storage';

export type Theme = 'light' | 'dark';

/** Spec 3 Theme: the stored choice, else the system preference. */
export function initialTheme(storage: KeyValueStorage, prefersDark: boolean): Theme {
  const stored = storage.getItem(storageKeys.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme, storage: KeyValueStorage = browserStorage()): void {
  storage.setItem(storageKeys.theme, theme);
  applyTheme(theme);
}
