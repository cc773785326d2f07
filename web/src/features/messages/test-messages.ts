import type { Message, MessagePage } from '@domain/messages/schema';
import type { Ticket } from '@domain/tickets/schema';

/** Fixtures for the unit tests of this feature (never imported by the app). */
export function aMessage(id: string, changes: Partial<Message> = {}): Message {
  return {
    id,
    ticketId: 't1',
    contactId: 'k1',
    contact: null,
    body: `body ${id}`,
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
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...changes,
  };
}

export function aTicket(changes: Partial<Ticket> = {}): Ticket {
  return {
    id: 't1',
    uuid: 't1',
    status: 'open',
    userId: 'u1',
    user: { id: 'u1', name: 'Ana' },
    queueId: null,
    queue: null,
    whatsappId: 'w1',
    whatsapp: { id: 'w1', name: 'Loja' },
    contactId: 'k1',
    contact: { id: 'k1', name: 'Cliente', number: '5511999990001', profilePicUrl: '', email: '', isGroup: false },
    lastMessage: '',
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    tags: [],
    useIntegration: false,
    promptId: null,
    integrationId: null,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...changes,
  };
}

export const aPage = (messages: Message[], changes: Partial<MessagePage> = {}): MessagePage => ({
  messages,
  ticket: aTicket(),
  hasMore: false,
  ...changes,
});
