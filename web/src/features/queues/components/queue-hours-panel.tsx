import type { HoursEntry } from '@domain/queues/schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../../hooks/use-save-form';
import type { FieldErrors } from '../../../lib/form';
import type { Queue } from '../../../types/api';
import { useUpdateQueue } from '../api/update-queue';
import { hoursField, hoursRows, toSchedulesPayload } from '../queue-hours-values';
import { maskTime } from '../time-mask';
import './queues.css';

type TimeField = 'startTime' | 'endTime';

interface QueueHoursPanelProps {
  queue: Queue;
  onCancel: () => void;
  onSaved: () => void;
}

/** Spec 2 §2: the queue's own weekly hours, used by the chatbot when scheduleType is 'queue'. */
export function QueueHoursPanel({ queue, onCancel, onSaved }: QueueHoursPanelProps) {
  const { t } = useTranslation();
  const update = useUpdateQueue();
  const { values, errors, change, onSubmit } = useSaveForm({
    initialValues: { rows: hoursRows(queue.schedules) },
    request: ({ rows }) => {
      const checked = toSchedulesPayload(rows);
      return checked.ok ? update.mutateAsync({ id: queue.id, input: { schedules: checked.payload } }) : checked.errors;
    },
    savedMessage: t('queueModal.saved'),
    onSaved,
  });
  const setTime = (day: HoursEntry, field: TimeField, typed: string) =>
    change({ rows: values.rows.map((row) => (row === day ? { ...row, [field]: maskTime(typed) } : row)) });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="queue-hours-form">
      <div className="modal-body">
        <p className="field-hint">{t('queueModal.hoursHint')}</p>
        <table className="hours-table">
          <thead>
            <tr>
              <th>{t('queueHours.day')}</th>
              <th>{t('queueHours.start')}</th>
              <th>{t('queueHours.end')}</th>
            </tr>
          </thead>
          <tbody>
            {values.rows.map((row) => (
              <HoursRow
                key={row.weekdayEn}
                row={row}
                errors={errors}
                onChange={(field, typed) => setTime(row, field, typed)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {t('common.save')}
        </button>
      </footer>
    </form>
  );
}

interface HoursRowProps {
  row: HoursEntry;
  errors: FieldErrors;
  onChange: (field: TimeField, typed: string) => void;
}

function HoursRow({ row, errors, onChange }: HoursRowProps) {
  const { t } = useTranslation();
  const day = t(`queueHours.weekdays.${row.weekdayEn}`);
  return (
    <tr>
      <th scope="row">{day}</th>
      {(['startTime', 'endTime'] as const).map((field) => (
        <td key={field}>
          <TimeInput
            label={t(field === 'startTime' ? 'queueHours.startOf' : 'queueHours.endOf', { day })}
            value={row[field]}
            error={errors[hoursField(row.weekdayEn, field)]}
            onChange={(typed) => onChange(field, typed)}
          />
        </td>
      ))}
    </tr>
  );
}

interface TimeInputProps {
  label: string;
  value: string;
  error?: string;
  onChange: (typed: string) => void;
}

function TimeInput({ label, value, error, onChange }: TimeInputProps) {
  const errorId = useId();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <input
        className="input hours-input"
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        inputMode="numeric"
        placeholder="00:00"
        maxLength={5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
