/** Spanish texts of the kanban board. */
import type { kanbanPt } from './kanban-pt';

export const kanbanEs: typeof kanbanPt = {
  title: 'Kanban',
  openLane: 'Abiertos',
  openTicket: 'Ver ticket',
  empty: 'Ningún ticket',
  card: 'ticket arrastrable',
  tagRemoved: '¡Etiqueta del ticket eliminada!',
  tagAdded: '¡Etiqueta del ticket agregada con éxito!',
  loadFailed: 'No se pudo cargar el tablero.',
  more: 'Se muestran los tickets actualizados más recientemente.',
  a11y: {
    instructions:
      'Para mover un ticket, pulse espacio o Enter. Use las flechas para elegir la columna y pulse espacio o Enter para soltarlo, o Escape para cancelar.',
    picked: 'Ticket de {{name}} seleccionado.',
    over: 'Sobre la columna {{lane}}.',
    dropped: 'Ticket de {{name}} soltado en la columna {{lane}}.',
    cancelled: 'Movimiento cancelado.',
  },
};
