import type { chatsPt } from './chats-pt';

export const chatsEs: typeof chatsPt = {
  chats: {
    title: 'Chat interno',
    tabChats: 'Chats',
    tabMessages: 'Mensajes',
    add: 'Nueva',
    empty: 'Ninguna conversación todavía.',
    loadFailed: 'No se pudieron cargar las conversaciones.',
    pick: 'Seleccione una conversación.',
    noMessages: 'Ningún mensaje todavía.',
    placeholder: 'Escriba un mensaje',
    send: 'Enviar',
    edit: 'Editar',
    delete: 'Eliminar',
    deleteTitle: 'Eliminar conversación',
    deleteMessage: '¿Realmente desea eliminar esta conversación? Todos los mensajes se perderán.',
    members: '{{count}} participantes',
    popoverEmpty: 'Ninguna conversación.',
    seeAll: 'Ver todas',
    dialog: {
      addTitle: 'Nueva conversación',
      editTitle: 'Editar conversación',
      title: 'Título',
      users: 'Usuarios',
      usersEmpty: 'Seleccione los usuarios',
      save: 'Guardar',
      titleRequired: 'Por favor, complete el título de la conversación.',
      usersRequired: 'Por favor, seleccione al menos un usuario.',
    },
  },
};
