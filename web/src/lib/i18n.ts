import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pt, type Translation } from '../i18n/pt';
import { browserStorage, storageKeys } from './storage';

export const supportedLanguages = ['pt', 'en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

/** The stored choice (`i18nextLng`) wins, then the browser's languages; Portuguese is the fallback. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  for (const candidate of [stored, ...browserLanguages]) {
    const base = candidate?.toLowerCase().split(/[-_]/)[0];
    const match = supportedLanguages.find((language) => language === base);
    if (match) return match;
  }
  return 'pt';
}

const browserLanguages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** Keeps `<html lang>` right for screen readers and the browser's own formatting. */
i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'pt' ? 'pt-BR' : language;
});

/**
 * Portuguese ships with the app (the default and the fallback); English and Spanish are chunks of their own,
 * fetched only by those who read them (docs/decisions/032).
 */
const otherCatalogues: Record<Exclude<Language, 'pt'>, () => Promise<Translation>> = {
  en: async () => (await import('../i18n/en')).en,
  es: async () => (await import('../i18n/es')).es,
};

/** Fetches the language's catalogue if it is not loaded yet, then shows the app in it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'pt' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await otherCatalogues[language]());
  }
  await i18n.changeLanguage(language);
}

const initialised = i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt } },
  lng: 'pt',
  fallbackLng: 'pt',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** Resolves once the user's language (stored choice, else the browser's) is loaded: main.tsx renders after it. */
export const languageReady: Promise<void> = initialised.then(() =>
  loadLanguage(pickLanguage(browserStorage().getItem(storageKeys.language), browserLanguages)),
);

/** The catalogue text of a backend error code (spec 1 §8), if the catalogue has one. */
export function translateErrorCode(code: string, values?: Record<string, string | number>): string | undefined {
  const key = `backendErrors.${code}`;
  return i18n.exists(key) ? String(i18n.t(key as never, values as never)) : undefined;
}

export { i18n };
