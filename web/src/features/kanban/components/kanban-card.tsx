import type { Ticket } from '@domain/tickets/schema';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from '../texts';
import { Link } from 'react-router-dom';
import { LastMessagePreview } from '../../tickets/components/last-message-preview';

interface KanbanCardProps {
  ticket: Ticket;
  laneId: string;
}

/** A ticket on the board (spec 2 §2): contact name, number and last message, and a button that opens it. */
export function KanbanCard({ ticket, laneId }: KanbanCardProps) {
  const { t } = useTranslation(KANBAN_NS);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${laneId}:${ticket.id}`,
    data: { ticket, laneId },
    attributes: { roleDescription: t('card') },
  });
  return (
    <li
      ref={setNodeRef}
      className={`kanban-card${isDragging ? ' dragging' : ''}`}
      data-testid={`kanban-card-${ticket.id}`}
      aria-label={ticket.contact.name || ticket.contact.number}
      {...attributes}
      {...listeners}
    >
      <CardBody ticket={ticket} />
      <Link
        to={`/tickets/${ticket.uuid}`}
        className="btn btn-sm kanban-card-open"
        data-testid="kanban-open-ticket"
        onPointerDown={(event) => event.stopPropagation()}
        onMouseDown={(event) => event.stopPropagation()}
      >
        {t('openTicket')}
      </Link>
    </li>
  );
}

/** What the card shows, also drawn under the pointer while the card is dragged. */
export function CardBody({ ticket }: { ticket: Ticket }) {
  return (
    <div className="kanban-card-body">
      <strong className="kanban-card-name">{ticket.contact.name || ticket.contact.number}</strong>
      <span className="kanban-card-number">{ticket.contact.number}</span>
      <LastMessagePreview ticket={ticket} className="kanban-card-message" />
    </div>
  );
}
