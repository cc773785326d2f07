import type { ScheduleAnswer } from '@domain/schedules/schema';
import { useState } from 'react';
import type { View } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useSchedules } from '../api/schedules';
import { useScheduleEvents } from '../hooks/use-schedule-events';
import { SCHEDULES_NS } from '../texts';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulesCalendar } from './schedules-calendar';

type Dialog = { schedule?: ScheduleAnswer; contactId?: string } | null;

/** /schedules (spec 2 §2): the calendar of scheduled messages, a count in the title, search and add. */
export function SchedulesPage() {
  const { t } = useTranslation(SCHEDULES_NS);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase());
  const { data, isError, isPending } = useSchedules(searchParam);
  const phone = useMediaQuery('(max-width: 640px)');
  const [view, setView] = useState<View>(() => (phone ? 'agenda' : 'month'));
  const [date, setDate] = useState(() => new Date());
  const linkedContact = params.get('contactId') ?? undefined;
  const [dialog, setDialog] = useState<Dialog>(() => (linkedContact ? { contactId: linkedContact } : null));
  useScheduleEvents(user.companyId);

  const close = () => {
    setDialog(null);
    // The ?contactId= link opened the dialog once; closing it leaves the plain page.
    if (params.has('contactId')) {
      params.delete('contactId');
      setParams(params, { replace: true });
    }
  };
  const shown = dialog?.schedule
    ? (data?.schedules.find((schedule) => schedule.id === dialog.schedule?.id) ?? dialog.schedule)
    : undefined;

  return (
    <Page
      title={<span data-testid="schedules-title">{t('schedules.titleWithCount', { count: data?.count ?? 0 })}</span>}
      actions={
        <>
          <SearchInput value={search} onChange={setSearch} placeholder={t('schedules.search')} />
          <button type="button" className="btn btn-primary" onClick={() => setDialog({})} data-testid="schedule-add">
            <Icon name="plus" size={16} />
            {t('schedules.add')}
          </button>
        </>
      }
    >
      <div className="card schedules-card">
        {isError && <p className="muted">{t('schedules.loadFailed')}</p>}
        {isPending && !isError && <p className="muted">{t('schedules.loading')}</p>}
        <SchedulesCalendar
          schedules={data?.schedules ?? []}
          view={view}
          date={date}
          onView={setView}
          onNavigate={setDate}
          onOpen={(schedule) => setDialog({ schedule })}
        />
      </div>
      {dialog && (
        <ScheduleDialog
          key={shown ? `${shown.id}-${shown.status}-${shown.sentAt ?? ''}` : 'new'}
          schedule={shown}
          contactId={dialog.contactId}
          onClose={close}
        />
      )}
    </Page>
  );
}
