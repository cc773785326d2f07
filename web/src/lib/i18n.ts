import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { pt } from '../i18n/pt';
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

void i18n.use(initReactI18next).init({
  resources: { pt: { translation: pt }, en: { translation: en }, es: { translation: es } },
  lng: pickLanguage(browserStorage().getItem(storageKeys.language), browserLanguages),
  fallbackLng: 'pt',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** The catalogue text of a backend error code (spec 1 §8), if the catalogue has one. */
export function translateErrorCode(code: string): string | undefined {
  const key = `backendErrors.${code}`;
  return i18n.exists(key) ? i18n.t(key as never) : undefined;
}

export { i18n };
