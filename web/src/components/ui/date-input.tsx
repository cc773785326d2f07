import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, formatDate, maskDay, textToDay } from '../../lib/format';
import { FieldFrame } from './field';
import { Icon } from './icons';
import { LoadOnIntent } from './load-on-intent';
import './date-input.css';

const loadDatePopover = () => import('./date-popover');
/**
 * Pointing at or focusing the calendar button fetches its popover (Headless UI) and the calendar, so it opens
 * without a spinner; the first screen carries neither.
 */
const prefetchCalendar = () =>
  void loadDatePopover()
    .then(({ loadCalendar }) => loadCalendar())
    .catch(() => {});
const loadPopover = async () => (await loadDatePopover()).DatePopover;

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
          <LoadOnIntent
            load={loadPopover}
            props={{ buttonLabel: t('common.chooseDate', { label }), language, value, min, max, onPick: onChange }}
            onIntent={prefetchCalendar}
          >
            {(trigger) => (
              <button
                type="button"
                {...trigger}
                className="icon-button date-input-button"
                aria-label={t('common.chooseDate', { label })}
                aria-expanded={false}
              >
                <Icon name="schedules" size={18} />
              </button>
            )}
          </LoadOnIntent>
        </div>
      )}
    </FieldFrame>
  );
}
