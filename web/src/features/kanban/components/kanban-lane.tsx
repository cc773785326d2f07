import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from '../texts';
import type { Lane } from '../board-lanes';
import { KanbanCard } from './kanban-card';

/** A lane: its header ('Em aberto', or the tag's name on the tag's colour) and its cards. */
export function KanbanLane({ lane }: { lane: Lane }) {
  const { t } = useTranslation(KANBAN_NS);
  const { setNodeRef, isOver } = useDroppable({ id: lane.id });
  const title = lane.tag?.name ?? t('openLane');
  return (
    <section
      ref={setNodeRef}
      className={`kanban-lane${isOver ? ' over' : ''}`}
      data-testid={`kanban-lane-${lane.id}`}
      aria-label={title}
    >
      <header
        className={`kanban-lane-header${lane.tag ? ' tagged' : ''}`}
        style={lane.tag ? { background: lane.tag.color } : undefined}
      >
        <span className="kanban-lane-title">{title}</span>
        <span className="kanban-lane-count" data-testid="kanban-lane-count">
          {lane.tickets.length}
        </span>
      </header>
      <ul className="kanban-cards">
        {lane.tickets.map((ticket) => (
          <KanbanCard key={ticket.id} ticket={ticket} laneId={lane.id} />
        ))}
        {lane.tickets.length === 0 && <li className="kanban-empty">{t('empty')}</li>}
      </ul>
    </section>
  );
}
