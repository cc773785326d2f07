import type { HoursEntry } from '@domain/queues/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TableStatus } from '../../../components/ui/table-status';
import { invalidTimes, timeErrors, typeTime } from '../../../components/weekly-hours/weekly-hours';
import { WeeklyHoursTable } from '../../../components/weekly-hours/weekly-hours-table';
import { toast } from '../../../lib/toast';
import { useCompanySchedules } from '../api/get-company-schedules';
import { useUpdateCompanySchedules } from '../api/update-company-schedules';

interface HoursTabProps {
  companyId: string;
  canEdit: boolean;
}

/** Spec 2 §2, Horários: the company's weekly hours, one row per weekday. */
export function HoursTab({ companyId, canEdit }: HoursTabProps) {
  const { data: schedules, isLoading } = useCompanySchedules(companyId);
  if (!schedules) return <TableStatus loading={isLoading} empty={false} />;
  // Remounted when the stored hours change, so the form starts again from what the server holds.
  return <HoursForm key={JSON.stringify(schedules)} companyId={companyId} initial={schedules} canEdit={canEdit} />;
}

function HoursForm({ companyId, initial, canEdit }: HoursTabProps & { initial: HoursEntry[] }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const save = useUpdateCompanySchedules();
  const invalid = invalidTimes(rows);
  // A time shows as wrong once it is complete or a save was tried, not while it is being typed.
  const errors = timeErrors(rows, t('settings.hours.invalidTime'), (value) => attempted || value.length === 5);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (invalid.length > 0) return;
    // Awaited rather than a mutate callback: the saved hours remount this form, which drops mutate callbacks.
    void save.mutateAsync({ companyId, schedules: rows }).then(
      () => toast.success(t('settings.hours.saved')),
      () => undefined,
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="company-hours">
      <WeeklyHoursTable
        className="table"
        rows={rows}
        headings={{
          day: t('settings.hours.weekday'),
          startTime: t('settings.hours.start'),
          endTime: t('settings.hours.end'),
        }}
        inputLabel={(day, field) =>
          `${day} ${t(field === 'startTime' ? 'settings.hours.start' : 'settings.hours.end')}`
        }
        errors={errors}
        disabled={!canEdit}
        onChange={(weekdayEn, field, typed) => setRows((current) => typeTime(current, weekdayEn, field, typed))}
      />
      <footer className="settings-footer">
        <p className="field-hint">{t('settings.hours.hint')}</p>
        {canEdit && (
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        )}
      </footer>
    </form>
  );
}
