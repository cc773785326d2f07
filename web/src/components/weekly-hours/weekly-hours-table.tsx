import type { HoursEntry } from '@domain/queues/schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../lib/form';
import { TIME_FIELDS, hoursField, type TimeField } from './weekly-hours';
import './weekly-hours.css';

type Weekday = HoursEntry['weekdayEn'];

interface WeeklyHoursTableProps {
  /** One row per weekday, in the order shown. */
  rows: readonly HoursEntry[];
  /** The column headings: the weekday, the start time and the end time. */
  headings: { day: string; startTime: string; endTime: string };
  /** The accessible name of one time input, from the weekday's name. */
  inputLabel: (day: string, field: TimeField) => string;
  /** The message shown under each wrong input, keyed by `hoursField`. */
  errors: FieldErrors;
  disabled?: boolean;
  /** Classes added to the table's own. */
  className?: string;
  /** What was typed into one input, before the ##:## mask. */
  onChange: (weekdayEn: Weekday, field: TimeField, typed: string) => void;
}

/** Spec 2 §2: weekly hours, one row per weekday with a ##:## input for its start and one for its end. */
export function WeeklyHoursTable({ rows, headings, className, ...rowProps }: WeeklyHoursTableProps) {
  return (
    <table className={className ? `hours-table ${className}` : 'hours-table'}>
      <thead>
        <tr>
          <th>{headings.day}</th>
          <th>{headings.startTime}</th>
          <th>{headings.endTime}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <HoursRow key={row.weekdayEn} row={row} {...rowProps} />
        ))}
      </tbody>
    </table>
  );
}

type HoursRowProps = Omit<WeeklyHoursTableProps, 'rows' | 'headings' | 'className'> & { row: HoursEntry };

function HoursRow({ row, inputLabel, errors, disabled, onChange }: HoursRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const day = t(`weekdays.${row.weekdayEn}`);
  return (
    <tr data-testid={`hours-${row.weekdayEn}`}>
      <th scope="row">{day}</th>
      {TIME_FIELDS.map((field) => {
        const name = hoursField(row.weekdayEn, field);
        const error = errors[name];
        const errorId = `${id}-${field}`;
        return (
          <td key={field}>
            <div className={`field${error ? ' field-invalid' : ''}`}>
              <input
                className="input hours-input"
                name={name}
                inputMode="numeric"
                placeholder="00:00"
                maxLength={5}
                aria-label={inputLabel(day, field)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                value={row[field]}
                disabled={disabled}
                onChange={(event) => onChange(row.weekdayEn, field, event.target.value)}
              />
              {error && (
                <p id={errorId} className="field-error">
                  {error}
                </p>
              )}
            </div>
          </td>
        );
      })}
    </tr>
  );
}
