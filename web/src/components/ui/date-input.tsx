import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { format, parse } from 'date-fns';
import { useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { currentLanguage, formatDate, maskDay, textToDay } from '../../lib/format';
import { FieldFrame } from './field';
import { Icon } from './icons';
import './date-input.css';

const CALENDAR_LOCALES = { pt: ptBR, en: enUS, es };
const ISO_DAY = 'yyyy-MM-dd';
const toDate = (isoDay: string | undefined) => (isoDay ? parse(isoDay, ISO_DAY, new Date()) : undefined);

interface DateInputProps {
  label: string;
  /** The day, 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (isoDay: string) => void;
  /** The first and last days that may be chosen, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  'data-testid'?: string;
}

/**
 * A day typed in the app's language's order (DD/MM/AAAA in Portuguese) or picked on a calendar, whatever the
 * browser's locale: the native date input follows the browser's (issue 14, docs/decisions/027).
 */
export function DateInput({ label, value, onChange, min, max, 'data-testid': testId }: DateInputProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [draft, setDraft] = useState(() => formatDate(value, language));
  // What the draft was written from: a new value or language from outside writes it again.
  const [source, setSource] = useState(`${value}|${language}`);
  if (source !== `${value}|${language}`) {
    setSource(`${value}|${language}`);
    setDraft(formatDate(value, language));
  }

  const allowed = (day: string) => (!min || day >= min) && (!max || day <= max);
  const typed = textToDay(draft, language);
  const invalid = draft.length === 10 && !(typed && allowed(typed));

  const type = (text: string) => {
    const masked = maskDay(text);
    setDraft(masked);
    const day = masked === '' ? '' : textToDay(masked, language);
    if (day !== undefined && (day === '' || allowed(day))) onChange(day);
  };

  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: toDate(min)! });
  if (max) disabled.push({ after: toDate(max)! });

  return (
    <FieldFrame label={label} error={invalid ? t('common.invalidDate') : undefined}>
      {({ inputId, describedBy }) => (
        <div className="date-input">
          <input
            id={inputId}
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('common.datePlaceholder')}
            maxLength={10}
            value={draft}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            data-testid={testId}
            onChange={(event) => type(event.target.value)}
            onBlur={() => setDraft(formatDate(value, language))}
          />
          <Popover>
            <PopoverButton className="icon-button date-input-button" aria-label={t('common.chooseDate', { label })}>
              <Icon name="schedules" size={18} />
            </PopoverButton>
            <PopoverPanel
              anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
              className="date-picker"
              data-testid="date-picker"
            >
              {({ close }) => (
                <DayPicker
                  mode="single"
                  locale={CALENDAR_LOCALES[language]}
                  selected={toDate(value)}
                  defaultMonth={toDate(value) ?? toDate(max)}
                  disabled={disabled}
                  onSelect={(day) => {
                    if (!day) return;
                    onChange(format(day, ISO_DAY));
                    close();
                  }}
                />
              )}
            </PopoverPanel>
          </Popover>
        </div>
      )}
    </FieldFrame>
  );
}
