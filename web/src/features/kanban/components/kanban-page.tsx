import type { Ticket } from '@domain/tickets/schema';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from '../texts';
import { Page } from '../../../components/ui/page';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import { kanbanQueryOptions, useKanban, useKanbanTags } from '../api/get-kanban';
import { useMoveTicket } from '../api/move-ticket';
import { kanbanLanes, laneOf, type BoardFilter } from '../board-lanes';
import { useKanbanLive } from '../hooks/use-kanban-live';
import { useBoardAnnouncements } from './board-announcements';
import { CardBody } from './kanban-card';
import { KanbanLane } from './kanban-lane';
import { laneKeyboardCoordinates } from './lane-keyboard';
import './kanban.css';

interface Dragged {
  ticket: Ticket;
  laneId: string;
}

/** The pointer's lane; from the keyboard (no pointer) the lane the card overlaps most. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

/**
 * /kanban (spec 2 §2): 'Em aberto' and one lane per kanban tag, filtered by the user's queues (an admin with no
 * queues sees them all); a card dragged to another lane, with the mouse, a finger or the keyboard (space, arrows,
 * space), moves its ticket's tag; cards follow other users' changes live.
 */
export function KanbanPage() {
  const { t } = useTranslation(KANBAN_NS);
  const user = useCurrentUser();
  const queueIds = user.queues.length || !isAdmin(user) ? user.queues.map((queue) => queue.id) : undefined;
  const filter: BoardFilter = { queueIds };
  const boardKey = kanbanQueryOptions(filter.queueIds).queryKey;
  const board = useKanban(filter.queueIds);
  const tags = useKanbanTags();
  const moving = useRef(new Set<string>()).current;
  const move = useMoveTicket(boardKey, moving);
  useKanbanLive(user.companyId, boardKey, filter, moving);
  const lanes = useMemo(() => kanbanLanes(board.data?.tickets ?? [], tags.data ?? []), [board.data, tags.data]);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const announcements = useBoardAnnouncements(lanes);

  const lanesRef = useRef(lanes);
  lanesRef.current = lanes;
  const draggedRef = useRef(dragged);
  draggedRef.current = dragged;
  const keyboard = useMemo(
    () =>
      laneKeyboardCoordinates(
        () => lanesRef.current.map((lane) => lane.id),
        () => draggedRef.current?.laneId,
      ),
    [],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard }),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragged((active.data.current as Dragged | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const from = active.data.current as Dragged | undefined;
    const to = over ? String(over.id) : undefined;
    if (!from || !to || to === from.laneId || !laneOf(lanes, from.laneId, from.ticket.id)) return;
    move.mutate({ ticket: from.ticket, laneId: to, lanes });
  };

  return (
    <Page title={t('title')}>
      {board.isError || tags.isError ? (
        <div className="card empty-state" role="alert">
          <p>{t('loadFailed')}</p>
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('a11y.instructions') } }}
        >
          <div className="kanban-board" data-testid="kanban-board" aria-busy={board.isLoading || tags.isLoading}>
            {lanes.map((lane) => (
              <KanbanLane key={lane.id} lane={lane} />
            ))}
          </div>
          <DragOverlay dropAnimation={null}>
            {dragged && (
              <div className="kanban-card overlay">
                <CardBody ticket={dragged.ticket} />
              </div>
            )}
          </DragOverlay>
        </DndContext>
      )}
      {board.data?.hasMore && <p className="kanban-more">{t('more')}</p>}
    </Page>
  );
}
