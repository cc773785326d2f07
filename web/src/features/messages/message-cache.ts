import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessageEvent, MessagePage } from '@domain/messages/schema';
import type { Ticket } from '@domain/tickets/schema';

/** The cached conversation: pages newest first, each page's messages newest first (as GET /messages answers). */
export type MessagePages = InfiniteData<MessagePage>;

/** The chat a conversation shows: the contact on one connection (all of its tickets). */
export type Chat = Pick<Ticket, 'contactId' | 'whatsappId'>;

/** The loaded messages oldest first, each once (a message can reach two pages when new ones push it down). */
export function messagesOldestFirst(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const newestFirst = data.pages
    .flatMap((page) => page.messages)
    .filter((message) => {
      if (seen.has(message.id)) return false;
      seen.add(message.id);
      return true;
    });
  return newestFirst.reverse();
}

const isNewer = (a: Message, b: Message) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * Replaces the message where it is loaded, unless what is loaded is a later state of it (every change of a
 * message moves its updatedAt): a send's answer can arrive after the live update that marked it failed, sent or
 * read. Anything else is left as it was (same object: no re-render).
 */
export function replaceMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  const loaded = data?.pages.flatMap((page) => page.messages).find((one) => one.id === message.id);
  if (!data || !loaded || loaded.updatedAt > message.updatedAt) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.messages.some((loaded) => loaded.id === message.id)
        ? {
            ...page,
            messages: page.messages.map((loaded) => (loaded.id === message.id ? { ...loaded, ...message } : loaded)),
          }
        : page,
    ),
  };
}

/**
 * A new message joins the newest page in provider-time order (it usually goes first, at the bottom of the
 * list); a message already loaded (the send answer and its create event both arrive) is replaced instead.
 */
export function insertMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.messages.some((loaded) => loaded.id === message.id))) {
    return replaceMessage(data, message);
  }
  const position = newest.messages.findIndex((loaded) => isNewer(message, loaded));
  const messages = [...newest.messages];
  messages.splice(position === -1 ? messages.length : position, 0, message);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** `company-<id>-appMessage`: creates of this chat are added, updates (acks, edits, deletes) replace. */
export function applyMessageEvent(
  data: MessagePages | undefined,
  event: MessageEvent | undefined,
  chat: Chat | undefined,
): MessagePages | undefined {
  if (!data || !event?.message || !chat) return data;
  if (event.message.contactId !== chat.contactId) return data;
  if (event.action === 'update') return replaceMessage(data, event.message);
  if (event.action === 'create' && event.ticket?.whatsappId === chat.whatsappId) {
    return insertMessage(data, event.message);
  }
  return data;
}

/** The chat of a loaded conversation: the ticket the first page came with. */
export const chatOf = (data: MessagePages | undefined): Chat | undefined => data?.pages[0]?.ticket;
