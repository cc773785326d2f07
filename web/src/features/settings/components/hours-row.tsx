import type { HoursEntry } from '@domain/queues/schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_FIELDS, type TimeField } from '../hours-form';

interface HoursRowProps {
  row: HoursEntry;
  disabled: boolean;
  isInvalid: (field: TimeField) => boolean;
  onType: (field: TimeField, typed: string) => void;
}

const fieldLabel = { startTime: 'settings.hours.start', endTime: 'settings.hours.end' } as const;

/** One weekday: its name and two ##:## inputs, each named for screen readers as "<day> <Início|Fim>". */
export function HoursRow({ row, disabled, isInvalid, onType }: HoursRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const day = t(`settings.hours.days.${row.weekdayEn}`);
  return (
    <tr data-testid={`hours-${row.weekdayEn}`}>
      <td>{day}</td>
      {TIME_FIELDS.map((field) => {
        const invalid = isInvalid(field);
        const messageId = `${id}-${field}`;
        return (
          <td key={field} className={invalid ? 'field-invalid' : undefined}>
            <input
              className="input time-input"
              name={`${row.weekdayEn}.${field}`}
              inputMode="numeric"
              placeholder="00:00"
              maxLength={5}
              aria-label={`${day} ${t(fieldLabel[field])}`}
              aria-invalid={invalid}
              aria-describedby={invalid ? messageId : undefined}
              value={row[field]}
              disabled={disabled}
              onChange={(event) => onType(field, event.target.value)}
            />
            {invalid && (
              <p id={messageId} className="field-error">
                {t('settings.hours.invalidTime')}
              </p>
            )}
          </td>
        );
      })}
    </tr>
  );
}
