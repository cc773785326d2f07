import type { ScheduleAnswer } from '@domain/schedules/schema';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import { Calendar, dateFnsLocalizer, type Messages, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { currentLanguage } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';
import { SCHEDULES_NS } from '../texts';
import './schedules.css';

const CULTURES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es' };
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'pt-BR': ptBR, 'en-US': enUS, es },
});

export const CALENDAR_VIEWS: View[] = ['month', 'week', 'day', 'agenda'];

interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  schedule: ScheduleAnswer;
}

interface SchedulesCalendarProps {
  schedules: ScheduleAnswer[];
  view: View;
  date: Date;
  onView: (view: View) => void;
  onNavigate: (date: Date) => void;
  onOpen: (schedule: ScheduleAnswer) => void;
}

/** Spec 2 §2: month, week, day and agenda views, each schedule titled with its contact's name at its sendAt. */
export function SchedulesCalendar({ schedules, view, date, onView, onNavigate, onOpen }: SchedulesCalendarProps) {
  const { t } = useTranslation(SCHEDULES_NS);
  const phone = useMediaQuery('(max-width: 640px)');
  // The week and day views open an hour before now, where the next schedules are.
  const [scrollToTime] = useState(() => new Date(Date.now() - 60 * 60_000));
  const language = currentLanguage();
  const events = useMemo(
    () =>
      schedules.map((schedule): CalendarEvent => {
        const start = new Date(schedule.sendAt);
        return { id: schedule.id, title: schedule.contact?.name ?? '—', start, end: start, schedule };
      }),
    [schedules],
  );
  const messages = useMemo<Messages>(
    () => ({
      date: t('schedules.calendar.date'),
      time: t('schedules.calendar.time'),
      event: t('schedules.calendar.event'),
      allDay: t('schedules.calendar.allDay'),
      week: t('schedules.calendar.week'),
      work_week: t('schedules.calendar.work_week'),
      day: t('schedules.calendar.day'),
      month: t('schedules.calendar.month'),
      previous: t('schedules.calendar.previous'),
      next: t('schedules.calendar.next'),
      yesterday: t('schedules.calendar.yesterday'),
      tomorrow: t('schedules.calendar.tomorrow'),
      today: t('schedules.calendar.today'),
      agenda: t('schedules.calendar.agenda'),
      noEventsInRange: t('schedules.calendar.noEventsInRange'),
      showMore: (count: number) => t('schedules.calendar.showMore', { count }),
    }),
    [t],
  );

  return (
    <div className="schedules-calendar" data-testid="schedules-calendar" data-view={view}>
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture={CULTURES[language]}
        messages={messages}
        events={events}
        views={CALENDAR_VIEWS}
        view={view}
        date={date}
        onView={onView}
        onNavigate={onNavigate}
        onSelectEvent={(event) => onOpen(event.schedule)}
        popup
        // Schedules are moments that seldom meet: each takes its column's width.
        dayLayoutAlgorithm="no-overlap"
        scrollToTime={scrollToTime}
        // A phone's week has 7 narrow columns: the weekday's letter and the day.
        formats={phone ? { dayFormat: 'EEEEE dd', weekdayFormat: 'EEEEEE' } : undefined}
        eventPropGetter={(event) => ({ className: `schedule-event schedule-event-${event.schedule.status}` })}
        components={{
          event: ({ event }) => (
            <span
              className="schedule-event-title"
              data-testid={`schedule-event-${event.id}`}
              data-status={event.schedule.status}
            >
              {event.title}
            </span>
          ),
        }}
      />
    </div>
  );
}
