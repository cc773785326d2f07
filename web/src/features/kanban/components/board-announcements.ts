import type { Announcements } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from '../texts';
import type { Lane } from '../board-lanes';

/** What a screen reader hears while a card is moved (dnd-kit's live region), in the user's language. */
export function useBoardAnnouncements(lanes: Lane[]): Announcements {
  const { t } = useTranslation(KANBAN_NS);
  const laneName = (id: unknown) => {
    const lane = lanes.find((one) => one.id === String(id));
    return lane?.tag?.name ?? t('openLane');
  };
  const cardName = (data: unknown) => {
    const contact = (data as { ticket?: { contact?: { name?: string; number?: string } } } | undefined)?.ticket
      ?.contact;
    return contact?.name || contact?.number || '';
  };
  return {
    onDragStart: ({ active }) => t('a11y.picked', { name: cardName(active.data.current) }),
    onDragOver: ({ over }) => (over ? t('a11y.over', { lane: laneName(over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t('a11y.dropped', { name: cardName(active.data.current), lane: laneName(over.id) }) : t('a11y.cancelled'),
    onDragCancel: () => t('a11y.cancelled'),
  };
}
