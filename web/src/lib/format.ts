import { i18n, supportedLanguages, type Language } from './i18n';

/**
 * Dates follow the language chosen in the app, never the browser's locale (issue 14, docs/decisions/027): each
 * language's own short date (spec 1 §9: DD/MM/YYYY for Portuguese; MM/DD/YYYY for English) from the built-in Intl.
 */
const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es' };
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** The app's language now (i18next may hold a region, e.g. 'pt-BR', or a language the app lacks). */
export function currentLanguage(): Language {
  const base = i18n.language?.split('-')[0];
  return supportedLanguages.find((language) => language === base) ?? 'pt';
}

function dayFormat(language: Language): Intl.DateTimeFormat {
  let found = dayFormats.get(language);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[language], { day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(language, found);
  }
  return found;
}

const asDate = (moment: Date | string) => (typeof moment === 'string' ? new Date(moment) : moment);
const readable = (date: Date) => !Number.isNaN(date.getTime());
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment's day in the viewer's time zone: 24/11/2026 in Portuguese and Spanish, 11/24/2026 in English. */
export function formatDay(moment: Date | string, language: Language = currentLanguage()): string {
  const date = asDate(moment);
  return readable(date) ? dayFormat(language).format(date) : '';
}

/** A moment's time of day, HH:mm in the viewer's time zone. */
export function formatTime(moment: Date | string): string {
  const date = asDate(moment);
  return readable(date) ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** A calendar date 'YYYY-MM-DD…' (no time zone: the due date) in the language's order; else as it came. */
export function formatDate(isoDate: string, language?: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const date = match && localDay(Number(match[1]), Number(match[2]), Number(match[3]));
  return date ? formatDay(date, language) : isoDate;
}

/** An ISO timestamp as day and HH:mm in the viewer's time zone; a value it cannot read as it came. */
export function formatDateTime(isoTimestamp: string, language?: Language): string {
  const date = new Date(isoTimestamp);
  return readable(date) ? `${formatDay(date, language)} ${formatTime(date)}` : isoTimestamp;
}

/** The order the language writes a day's parts in, e.g. ['day', 'month', 'year'] in Portuguese. */
function dayOrder(language: Language): Intl.DateTimeFormatPartTypes[] {
  return dayFormat(language)
    .formatToParts(new Date(2000, 0, 31))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
}

/** What was typed (DD/MM/YYYY in Portuguese) as 'YYYY-MM-DD'; undefined for an incomplete or impossible date. */
export function textToDay(text: string, language: Language = currentLanguage()): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const order = dayOrder(language);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(match[order.indexOf(type) + 1]);
  const date = localDay(part('year'), part('month'), part('day'));
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : undefined;
}

/** The local day of that year, month (1–12) and day, if it exists (no 31/02). */
function localDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** What a date input shows for what was typed: at most eight digits, as ##/##/#### (every language's order). */
export function maskDay(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
