import type { HoursEntry } from '@domain/queues/schema';
import { useTranslation } from 'react-i18next';
import { typeTime } from '../../../components/weekly-hours/weekly-hours';
import { WeeklyHoursTable } from '../../../components/weekly-hours/weekly-hours-table';
import type { FieldErrors } from '../../../lib/form';
import '../../../i18n/queues-texts';

interface QueueHoursFieldsProps {
  rows: HoursEntry[];
  errors: FieldErrors;
  onChange: (rows: HoursEntry[]) => void;
}

/** Spec 2 §2: the queue's own weekly hours, used by the chatbot when scheduleType is 'queue'. */
export function QueueHoursFields({ rows, errors, onChange }: QueueHoursFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal-body">
      <p className="field-hint">{t('queueModal.hoursHint')}</p>
      <WeeklyHoursTable
        rows={rows}
        headings={{ day: t('queueHours.day'), startTime: t('queueHours.start'), endTime: t('queueHours.end') }}
        inputLabel={(day, field) => t(field === 'startTime' ? 'queueHours.startOf' : 'queueHours.endOf', { day })}
        errors={errors}
        onChange={(weekdayEn, field, typed) => onChange(typeTime(rows, weekdayEn, field, typed))}
      />
    </div>
  );
}
