import type { Message } from '@domain/messages/schema';
import type { Ticket } from '@domain/tickets/schema';

// Test data for the unit tests of the features that show tickets and messages (never imported by the app).

/** A pending, unassigned ticket of queue q1 with contact c1 on connection w1, unless told otherwise. */
export function aTicket(changes: Partial<Ticket> = {}): Ticket {
  const id = changes.id ?? 't1';
  return {
    id,
    uuid: id,
    status: 'pending',
    userId: null,
    user: null,
    queueId: 'q1',
    queue: { id: 'q1', name: 'Vendas', color: '#2563eb' },
    whatsappId: 'w1',
    whatsapp: { id: 'w1', name: 'Principal' },
    contactId: 'c1',
    contact: { id: 'c1', name: 'Ana', number: '5511999990001', profilePicUrl: '', email: '', isGroup: false },
    lastMessage: 'Olá',
    lastMessageDeleted: false,
    unreadMessages: 1,
    isGroup: false,
    chatbot: false,
    tags: [],
    useIntegration: false,
    promptId: null,
    integrationId: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...changes,
  };
}

/** A text from the customer (contact c1) in ticket t1, unless told otherwise. */
export function aMessage(changes: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    ticketId: 't1',
    contactId: 'c1',
    contact: null,
    body: 'Oi',
    fromMe: false,
    ack: 0,
    read: false,
    mediaType: 'chat',
    mediaUrl: null,
    mediaName: null,
    quotedMsg: null,
    isDeleted: false,
    isEdited: false,
    participant: null,
    senderName: null,
    userId: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...changes,
  };
}
