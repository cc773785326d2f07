import { currentLanguage } from './format';
import type { Language } from './i18n';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es' };
const formats = new Map<Language, Intl.NumberFormat>();

/**
 * A price in reais with 2 decimals (spec 2 §9) in the app's language: R$ 149,90 in Portuguese, R$149.90 in
 * English. Takes the number the API stores or the text a Pix charge carries ("149.90"); unreadable → ''.
 */
export function formatBRL(value: number | string, language: Language = currentLanguage()): string {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'BRL',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format.format(amount);
}
