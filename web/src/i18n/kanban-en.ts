/** English texts of the kanban board. */
import type { kanbanPt } from './kanban-pt';

export const kanbanEn: typeof kanbanPt = {
  title: 'Kanban',
  openLane: 'Open',
  openTicket: 'View ticket',
  empty: 'No tickets',
  card: 'draggable ticket',
  tagRemoved: 'Ticket tag removed!',
  tagAdded: 'Ticket tag added successfully!',
  loadFailed: 'The board could not be loaded.',
  more: 'Showing the most recently updated tickets.',
  a11y: {
    instructions:
      'To move a ticket, press space or Enter. Use the arrow keys to choose the column and press space or Enter to drop it, or Escape to cancel.',
    picked: 'Picked up the ticket of {{name}}.',
    over: 'Over the {{lane}} column.',
    dropped: 'Dropped the ticket of {{name}} in the {{lane}} column.',
    cancelled: 'Move cancelled.',
  },
};
