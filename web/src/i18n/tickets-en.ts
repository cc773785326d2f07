import type { Translation } from './pt';

type TicketTexts = Pick<Translation, 'tickets' | 'notifications'>;

export const ticketsEn: TicketTexts = {
  tickets: {
    tabs: {
      open: 'Inbox',
      closed: 'Resolved',
      search: 'Search',
      assigned: 'In progress',
      pending: 'Waiting',
    },
    nav: { ticket: 'Ticket', list: 'Tickets' },
    placeholder: 'Select a ticket to start chatting.',
    showAll: 'All',
    queues: 'Queues',
    selectQueue: 'Select a queue',
    noQueue: 'No queue',
    search: {
      placeholder: 'Search tickets and messages',
      tags: 'Filter by tags',
      users: 'Filter by users',
    },
    list: {
      emptyTitle: 'Nothing here!',
      emptyMessage: 'No tickets found with this status or search term',
    },
    item: {
      chatbot: 'Chatbot',
      spy: 'Peek at conversation',
      unread: 'Unread messages',
      connection: 'Connection',
      user: 'User',
      queue: 'Queue',
    },
    actions: {
      accept: 'Accept',
      return: 'Return',
      finish: 'Finish',
      reopen: 'Reopen',
      transfer: 'Transfer',
      delete: 'Delete',
    },
    deleteTitle: 'Delete the ticket of contact {{name}}?',
    deleteMessage: 'Warning! All messages related to the ticket will be lost.',
    toasts: {
      deleted: 'Ticket deleted sucessfully.',
      unauthorized: 'Access not allowed',
    },
    newTicket: {
      button: 'New',
      title: 'Create Ticket',
      contact: 'Type to search for the contact',
      addContact: 'Add',
      contactRequired: 'Select a contact',
      queue: 'Queue',
      connection: 'Connection',
      failed: 'Could not create the ticket.',
    },
    transfer: {
      title: 'Transfer Ticket',
      queue: 'Transfer to queue',
      user: 'User',
      noUser: 'No user (waiting in the queue)',
      connection: 'Connection',
      submit: 'Transfer',
    },
  },
  notifications: {
    title: 'Notifications',
    empty: 'No notifications.',
    messageFrom: 'Message from {{name}}',
  },
};
