import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { usePlan } from '../../companies/api/get-plan';
import { SCHEDULES_NS } from '../texts';

const ScheduleDialog = lazy(() => import('./schedule-dialog').then((module) => ({ default: module.ScheduleDialog })));

/**
 * The ticket workspace's schedule action (spec 1: the schedule modal): the Schedules dialog for the ticket's contact,
 * loaded when first opened. Hidden when the company's plan lacks useSchedules (a plan that fails to load counts on).
 */
export function ScheduleTicketAction({ contactId }: { contactId: string }) {
  const { t } = useTranslation(SCHEDULES_NS);
  const user = useCurrentUser();
  const plan = usePlan(user.companyId);
  const [open, setOpen] = useState(false);
  if (plan.data?.useSchedules === false) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        onClick={() => setOpen(true)}
        title={t('schedules.ticketAction')}
        data-testid="schedule-ticket"
      >
        <Icon name="schedules" size={16} />
        <span className="ticket-action-label">{t('schedules.ticketAction')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScheduleDialog contactId={contactId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
