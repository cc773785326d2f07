import { format, isValid, parse } from 'date-fns';
import { i18n, supportedLanguages, type Language } from './i18n';

/**
 * The order of a day in each language (spec 1 §9 gives DD/MM/YYYY for Portuguese). Dates follow the language
 * chosen in the app, never the browser's locale (issue 14, docs/decisions/027).
 */
const DAY_PATTERNS: Record<Language, string> = { pt: 'dd/MM/yyyy', en: 'MM/dd/yyyy', es: 'dd/MM/yyyy' };
const TIME_PATTERN = 'HH:mm';
const ISO_DAY = 'yyyy-MM-dd';

/** The app's language now (i18next may hold a region, e.g. 'pt-BR', or a language the app lacks). */
export function currentLanguage(): Language {
  const base = i18n.language?.split('-')[0];
  return supportedLanguages.find((language) => language === base) ?? 'pt';
}

export const dayPattern = (language: Language = currentLanguage()) => DAY_PATTERNS[language];

const asDate = (moment: Date | string) => (typeof moment === 'string' ? new Date(moment) : moment);

/** A moment's day in the viewer's time zone: 24/11/2026 in Portuguese and Spanish, 11/24/2026 in English. */
export function formatDay(moment: Date | string, language?: Language): string {
  const date = asDate(moment);
  return isValid(date) ? format(date, dayPattern(language)) : '';
}

/** A moment's time of day, HH:mm in the viewer's time zone. */
export function formatTime(moment: Date | string): string {
  const date = asDate(moment);
  return isValid(date) ? format(date, TIME_PATTERN) : '';
}

/** A calendar date 'YYYY-MM-DD…' (no time zone: the due date) in the language's order. */
export function formatDate(isoDate: string, language?: Language): string {
  const date = parse(isoDate.slice(0, 10), ISO_DAY, new Date());
  return isValid(date) ? format(date, dayPattern(language)) : isoDate;
}

/** An ISO timestamp as day and HH:mm in the viewer's time zone; a value it cannot read as it came. */
export function formatDateTime(isoTimestamp: string, language?: Language): string {
  const date = new Date(isoTimestamp);
  return isValid(date) ? `${formatDay(date, language)} ${formatTime(date)}` : isoTimestamp;
}

/** What was typed in the language's order as 'YYYY-MM-DD'; undefined for an incomplete or impossible date. */
export function textToDay(text: string, language?: Language): string | undefined {
  const pattern = dayPattern(language);
  if (text.length !== pattern.length) return undefined;
  const date = parse(text, pattern, new Date());
  return isValid(date) ? format(date, ISO_DAY) : undefined;
}

/** What a date input shows for what was typed: at most eight digits, as ##/##/#### (every language's order). */
export function maskDay(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
