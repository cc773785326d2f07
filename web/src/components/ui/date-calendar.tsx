import { format, parse } from 'date-fns';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';
import type { Language } from '../../lib/i18n';

const CALENDAR_LOCALES = { pt: ptBR, en: enUS, es };
const ISO_DAY = 'yyyy-MM-dd';
const toDate = (isoDay: string | undefined) => (isoDay ? parse(isoDay, ISO_DAY, new Date()) : undefined);

interface DateCalendarProps {
  language: Language;
  /** The day, 'YYYY-MM-DD', or '' for none; the first and last days that may be chosen. */
  value: string;
  min?: string;
  max?: string;
  onPick: (isoDay: string) => void;
}

/**
 * The calendar of a date field, in the app's language. It loads when a calendar is first opened (react-day-picker
 * and date-fns are a chunk of their own, docs/decisions/032), so the forms that hold a date field do not carry it.
 */
export function DateCalendar({ language, value, min, max, onPick }: DateCalendarProps) {
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: toDate(min)! });
  if (max) disabled.push({ after: toDate(max)! });
  return (
    <DayPicker
      mode="single"
      locale={CALENDAR_LOCALES[language]}
      selected={toDate(value)}
      defaultMonth={toDate(value) ?? toDate(max)}
      disabled={disabled}
      onSelect={(day) => day && onPick(format(day, ISO_DAY))}
    />
  );
}
