import type { Ticket } from '@domain/tickets/schema';
import { useTranslation } from 'react-i18next';
import { ContactAvatar } from '../../contacts/components/contact-avatar';
import { ScheduleTicketAction } from '../../schedules/components/schedule-ticket-action';
import { TicketActions } from '../../tickets/components/ticket-actions';
import '../../../i18n/contacts-texts';

interface TicketHeaderProps {
  ticket: Ticket;
  drawerOpen: boolean;
  onToggleContact: () => void;
}

/** The contact (opens the contact drawer), the ticket's user and queue colour, and the ticket's actions. */
export function TicketHeader({ ticket, drawerOpen, onToggleContact }: TicketHeaderProps) {
  const { t } = useTranslation();
  const { contact, user, queue } = ticket;
  return (
    <header
      className="ticket-header"
      style={{ borderLeftColor: queue?.color ?? 'var(--border-strong)' }}
      data-testid="ticket-header"
    >
      <button
        type="button"
        className="ticket-header-contact"
        aria-expanded={drawerOpen}
        title={t('ticketView.openContact')}
        onClick={onToggleContact}
        data-testid="open-contact-drawer"
      >
        <ContactAvatar name={contact.name} profilePicUrl={contact.profilePicUrl} />
        <span className="ticket-header-names">
          <strong data-testid="ticket-contact-name">{contact.name}</strong>
          <span className="muted small" data-testid="ticket-contact-number">
            {contact.number || t('contacts.numberHidden')}
          </span>
        </span>
      </button>
      <span className="ticket-header-meta">
        <span className="muted small" data-testid="ticket-user">
          {user ? t('ticketView.assignedTo', { name: user.name }) : t('ticketView.noUser')}
        </span>
        <span
          className="chip"
          style={queue ? { borderColor: queue.color, color: queue.color } : undefined}
          data-testid="ticket-queue"
        >
          {queue?.name ?? t('ticketView.noQueue')}
        </span>
      </span>
      <div className="ticket-header-actions" data-testid="ticket-header-actions">
        <ScheduleTicketAction contactId={contact.id} />
        <TicketActions ticket={ticket} />
      </div>
    </header>
  );
}
