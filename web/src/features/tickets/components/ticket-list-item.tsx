import type { Ticket } from '@domain/tickets/schema';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import { ContactAvatar } from '../../contacts/components/contact-avatar';
import { SpyDialog } from '../../messages/components/spy-dialog';
import { listTime } from '../ticket-time';
import { LastMessagePreview } from './last-message-preview';
import { TicketActions } from './ticket-actions';

interface TicketListItemProps {
  ticket: Ticket;
  selected: boolean;
}

/**
 * Spec 1 §2 list item: contact, last message, connection, user, queue (name and colour), tags, unread count,
 * chatbot icon, time; admins may spy. A pending ticket does not open on click: it must be accepted.
 */
export function TicketListItem({ ticket, selected }: TicketListItemProps) {
  const { t } = useTranslation();
  const admin = isAdmin(useCurrentUser());
  const [spying, setSpying] = useState(false);
  const openable = ticket.status !== 'pending';
  const body = <TicketSummary ticket={ticket} />;

  return (
    <li
      className={`ticket-item${selected ? ' selected' : ''}`}
      data-testid={`ticket-item-${ticket.id}`}
      data-status={ticket.status}
    >
      <span
        className="ticket-queue-bar"
        style={{ background: ticket.queue?.color ?? 'var(--border-strong)' }}
        aria-hidden="true"
      />
      {openable ? (
        <Link to={`/tickets/${ticket.uuid}`} className="ticket-item-main" data-testid="open-ticket">
          {body}
        </Link>
      ) : (
        <div className="ticket-item-main">{body}</div>
      )}
      <div className="ticket-item-side">
        <span className="ticket-item-time">{listTime(ticket.updatedAt)}</span>
        <span className="ticket-item-icons">
          {ticket.chatbot && (
            <span className="ticket-item-bot" title={t('tickets.item.chatbot')}>
              <Icon name="robot" size={16} />
            </span>
          )}
          {ticket.unreadMessages > 0 && (
            <span className="unread-badge" data-testid="unread-count" aria-label={t('tickets.item.unread')}>
              {ticket.unreadMessages}
            </span>
          )}
          {admin && (
            <button
              type="button"
              className="icon-button icon-button-sm"
              title={t('tickets.item.spy')}
              aria-label={t('tickets.item.spy')}
              data-testid="spy-ticket"
              onClick={() => setSpying(true)}
            >
              <Icon name="eye" size={16} />
            </button>
          )}
        </span>
        <TicketActions ticket={ticket} variant="list" />
      </div>
      {spying && <SpyDialog ticketId={ticket.id} open onClose={() => setSpying(false)} />}
    </li>
  );
}

function TicketSummary({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  return (
    <>
      <ContactAvatar name={ticket.contact.name} profilePicUrl={ticket.contact.profilePicUrl} />
      <span className="ticket-item-text">
        <strong className="ticket-item-name">{ticket.contact.name}</strong>
        <LastMessagePreview ticket={ticket} className="ticket-item-last" />
        <span className="ticket-item-chips">
          {ticket.whatsapp && <Chip title={t('tickets.item.connection')}>{ticket.whatsapp.name}</Chip>}
          {ticket.user && <Chip title={t('tickets.item.user')}>{ticket.user.name}</Chip>}
          <Chip title={t('tickets.item.queue')} color={ticket.queue?.color}>
            {ticket.queue?.name ?? t('tickets.noQueue')}
          </Chip>
          {ticket.tags.map((tag) => (
            <Chip key={tag.id} color={tag.color} filled>
              {tag.name}
            </Chip>
          ))}
        </span>
      </span>
    </>
  );
}

function Chip({
  children,
  color,
  title,
  filled,
}: {
  children: ReactNode;
  color?: string;
  title?: string;
  filled?: boolean;
}) {
  const style = color
    ? filled
      ? { background: color, borderColor: color, color: '#fff' }
      : { borderColor: color, color }
    : undefined;
  return (
    <span className="chip ticket-chip" style={style} title={title}>
      {children}
    </span>
  );
}
