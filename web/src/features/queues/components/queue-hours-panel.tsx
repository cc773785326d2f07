import { useTranslation } from 'react-i18next';
import { typeTime } from '../../../components/weekly-hours/weekly-hours';
import { WeeklyHoursTable } from '../../../components/weekly-hours/weekly-hours-table';
import { useSaveForm } from '../../../hooks/use-save-form';
import type { Queue } from '../../../types/api';
import { useUpdateQueue } from '../api/update-queue';
import { hoursRows, toSchedulesPayload } from '../queue-hours-values';

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

  return (
    <form onSubmit={onSubmit} noValidate data-testid="queue-hours-form">
      <div className="modal-body">
        <p className="field-hint">{t('queueModal.hoursHint')}</p>
        <WeeklyHoursTable
          rows={values.rows}
          headings={{ day: t('queueHours.day'), startTime: t('queueHours.start'), endTime: t('queueHours.end') }}
          inputLabel={(day, field) => t(field === 'startTime' ? 'queueHours.startOf' : 'queueHours.endOf', { day })}
          errors={errors}
          onChange={(weekdayEn, field, typed) => change({ rows: typeTime(values.rows, weekdayEn, field, typed) })}
        />
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
