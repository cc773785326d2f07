import { findContactIdByNumber, getContactRecord } from '../../functions/src/domain/contacts/repo.js';
import { listChatPage } from '../../functions/src/domain/messages/repo.js';
import type { Message } from '../../functions/src/domain/messages/schema.js';
import { findOpenTicketId, getTicketRecord } from '../../functions/src/domain/tickets/repo.js';
import type { InboundEvent, InboundJob, InboundMessage } from '../../functions/src/platform/chat/chat-provider.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/** Reads again until `check` holds (the session host and the inbound queue work asynchronously). */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`never matched: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Builders for inbound jobs and readers of what the pipeline stored, straight from the table. */
export function conversationFixtures(ctx: TestContext) {
  const job = (companyId: string, connectionId: string, event: InboundEvent): InboundJob => ({
    companyId,
    connectionId,
    event,
  });

  const customerMessage = (fields: Partial<InboundMessage> & Pick<InboundMessage, 'id' | 'chatId'>): InboundEvent => ({
    type: 'message',
    message: { isGroup: false, fromMe: false, timestamp: ctx.clock.now().getTime(), body: 'oi', ...fields },
  });

  /**
   * The contact of a number, the chat's messages (newest first) and its open ticket on the connection. The
   * messages are read before the ticket: a message is written with its ticket's update, so the ticket read after
   * it is at least as new.
   */
  async function chat(companyId: string, connectionId: string, number: string) {
    const contactId = await findContactIdByNumber(ctx.deps.table, companyId, number);
    if (!contactId) return { contact: undefined, ticket: undefined, messages: [] };
    const chatKey = { companyId, contactId, connectionId };
    const { messages } = await listChatPage(ctx.deps.table, chatKey, { limit: 100 });
    const contact = await getContactRecord(ctx.deps.table, companyId, contactId);
    const ticketId = await findOpenTicketId(ctx.deps.table, companyId, contactId, connectionId);
    const ticket = ticketId ? await getTicketRecord(ctx.deps.table, companyId, ticketId) : undefined;
    return { contact, ticket, messages };
  }

  /** The first page of a ticket's conversation through the API. */
  async function page(token: string, ticketId: string, query = '') {
    const res = await ctx.request('GET', `/api/messages/${ticketId}${query}`, { token });
    if (res.status !== 200) throw new Error(`messages of ${ticketId}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { messages: Message[]; ticket: { unreadMessages: number }; hasMore: boolean; cursor?: string };
  }

  /** POST /api/messages/{ticketId} as multipart: `medias` files and an optional `body` caption. */
  async function postFiles(
    token: string,
    ticketId: string,
    files: { name: string; type: string; data: Uint8Array }[],
    caption?: string,
  ) {
    const form = new FormData();
    for (const file of files) form.append('medias', new File([Buffer.from(file.data)], file.name, { type: file.type }));
    if (caption !== undefined) form.append('body', caption);
    const res = await ctx.app.request(`/api/messages/${ticketId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }

  return { job, customerMessage, chat, page, postFiles };
}

/** The data of the realtime events a test socket got on one channel. */
export function eventsOn<T = Record<string, unknown>>(
  received: () => { event: string; data: unknown }[],
  channel: string,
) {
  return () =>
    received()
      .filter((r) => r.event === channel)
      .map((r) => r.data as T);
}
