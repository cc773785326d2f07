import type { Translation } from './pt';

type TicketTexts = Pick<Translation, 'tickets' | 'notifications'>;

export const ticketsEs: TicketTexts = {
  tickets: {
    tabs: {
      open: 'Bandeja',
      closed: 'Resueltos',
      search: 'Búsqueda',
      assigned: 'Atendiendo',
      pending: 'Esperando',
    },
    nav: { ticket: 'Ticket', list: 'Atenciones' },
    placeholder: 'Seleccione un ticket para empezar a conversar.',
    showAll: 'Todos',
    queues: 'Colas',
    selectQueue: 'Seleccione una cola',
    noQueue: 'Sin cola',
    search: {
      placeholder: 'Buscar atenciones y mensajes',
      tags: 'Filtrar por etiquetas',
      users: 'Filtrar por usuarios',
    },
    list: {
      emptyTitle: '¡Nada aquí!',
      emptyMessage: 'No se encontraron atenciones con este estado o término de búsqueda',
    },
    item: {
      chatbot: 'Chatbot',
      spy: 'Espiar conversación',
      unread: 'Mensajes no leídos',
      connection: 'Conexión',
      user: 'Usuario',
      queue: 'Cola',
    },
    actions: {
      accept: 'Aceptar',
      return: 'Devolver',
      finish: 'Finalizar',
      reopen: 'Reabrir',
      transfer: 'Transferir',
      delete: 'Eliminar',
    },
    deleteTitle: '¿Eliminar el ticket del contacto {{name}}?',
    deleteMessage: '¡Atención! Se perderán todos los mensajes relacionados con el ticket.',
    toasts: {
      deleted: 'Ticket deleted sucessfully.',
      unauthorized: 'Acceso no permitido',
    },
    newTicket: {
      button: 'Nuevo',
      title: 'Crear Ticket',
      contact: 'Escriba para buscar el contacto',
      addContact: 'Agregar',
      contactRequired: 'Seleccione un contacto',
      queue: 'Cola',
      connection: 'Conexión',
      failed: 'No se pudo crear el ticket.',
    },
    transfer: {
      title: 'Transferir Ticket',
      queue: 'Transferir a la cola',
      user: 'Usuario',
      noUser: 'Ningún usuario (esperando en la cola)',
      connection: 'Conexión',
      submit: 'Transferir',
    },
  },
  notifications: {
    title: 'Notificaciones',
    empty: 'Sin notificaciones.',
    messageFrom: 'Mensaje de {{name}}',
  },
};
