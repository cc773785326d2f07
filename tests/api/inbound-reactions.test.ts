import { describe, expect, it, vi } from 'vitest';
import type { InboundEvent } from '../../functions/src/platform/chat/chat-provider.js';
import { useInboundWorld } from './inbound-fixtures.js';
import { eventsOn } from './messages-fixtures.js';

const world = useInboundWorld();

const CUSTOMER = '5511988887777';
const send = (event: InboundEvent) => world.ingest(world.fx.job(world.company.companyId, world.connectionId, event));
const chat = () => world.fx.chat(world.company.companyId, world.connectionId, CUSTOMER);

function reaction(id: string, targetId: string, emoji: string, fromMe = false): InboundEvent {
  return {
    type: 'reaction',
    id,
    chatId: CUSTOMER,
    timestamp: world.ctx.clock.now().getTime(),
    targetId,
    emoji,
    fromMe,
  };
}

/** The conversation as the API shows it, oldest first. */
async function conversation() {
  const { ticket } = await chat();
  return (await world.fx.page(world.token, ticket!.id)).messages.reverse();
}

describe('reactions', () => {
  it('reaction: shows one reaction per person under the message, replaced by their next and gone when taken back', async () => {
    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });
    await send(world.fx.customerMessage({ id: 'M1', chatId: CUSTOMER, body: 'chegou?' }));

    await send(reaction('R1', 'M1', '👍'));
    await send(reaction('R2', 'M1', '❤️', true));
    expect((await conversation())[0]?.reactions).toEqual([
      { emoji: '👍', fromMe: false },
      { emoji: '❤️', fromMe: true },
    ]);

    await send(reaction('R3', 'M1', '😂'));
    expect((await conversation())[0]?.reactions).toEqual([
      { emoji: '❤️', fromMe: true },
      { emoji: '😂', fromMe: false },
    ]);

    await send(reaction('R4', 'M1', ''));
    await send(reaction('R5', 'M1', '', true));
    const [message] = await conversation();
    expect(message?.reactions).toBeUndefined();
    expect(message?.body).toBe('chegou?');

    const updates = eventsOn(socket.received, `company-${world.company.companyId}-appMessage`);
    await vi.waitFor(() => expect(updates().filter((e) => e.action === 'update')).toHaveLength(5));
    expect(updates().at(1)).toMatchObject({
      action: 'update',
      message: { id: message?.id, reactions: [{ emoji: '👍' }] },
    });
  });

  it('reaction: a repeated reaction changes nothing, and one to a message never stored is dropped', async () => {
    await send(world.fx.customerMessage({ id: 'M2', chatId: CUSTOMER }));
    await send(reaction('R6', 'M2', '🙏'));
    await send(reaction('R6', 'M2', '🙏'));
    await send(reaction('R7', 'NEVER-STORED', '👍'));
    const { messages } = await chat();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.reactions).toEqual([{ emoji: '🙏', fromMe: false }]);
  });
});

describe('decrypt retry', () => {
  it('stores an unreadable message as a visible entry and fills it in when it arrives readable', async () => {
    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });
    await send(world.fx.customerMessage({ id: 'U1', chatId: CUSTOMER, body: '', unreadable: true }));
    const first = await chat();
    expect(first.messages).toHaveLength(1);
    expect(first.messages[0]).toMatchObject({ body: '', mediaType: 'chat', unreadable: true, providerId: 'U1' });
    expect(first.ticket).toMatchObject({ unreadMessages: 1, lastMessage: 'Mensagem não pôde ser lida' });
    expect((await conversation())[0]).toMatchObject({ unreadable: true, body: '' });

    await send(world.fx.customerMessage({ id: 'U1', chatId: CUSTOMER, body: 'agora sim' }));
    // A late replay of the unreadable report must not empty it again.
    await send(world.fx.customerMessage({ id: 'U1', chatId: CUSTOMER, body: '', unreadable: true }));
    const { messages } = await chat();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: first.messages[0]?.id, body: 'agora sim' });
    expect(messages[0]?.unreadable).toBeUndefined();
    const [shown] = await conversation();
    expect(shown).toMatchObject({ body: 'agora sim' });
    expect(shown?.unreadable).toBeUndefined();

    const events = eventsOn(socket.received, `company-${world.company.companyId}-appMessage`);
    await vi.waitFor(() => expect(events().map((e) => e.action)).toEqual(['create', 'update']));
    expect(events()[1]).toMatchObject({ message: { id: first.messages[0]?.id, body: 'agora sim' } });
  });

  it('decrypt retry fills the list line: the ticket shows the readable text, and the reply quotes its message', async () => {
    await send(world.fx.customerMessage({ id: 'Q1', chatId: CUSTOMER, body: 'quanto custa?' }));
    world.ctx.clock.advance(1000);
    await send(world.fx.customerMessage({ id: 'U2', chatId: CUSTOMER, body: '', unreadable: true }));
    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });

    await send(world.fx.customerMessage({ id: 'U2', chatId: CUSTOMER, body: 'e o frete?', quotedId: 'Q1' }));
    const { ticket, messages } = await chat();
    expect(ticket).toMatchObject({ lastMessage: 'e o frete?', unreadMessages: 2 });
    expect(messages[0]).toMatchObject({ body: 'e o frete?', quotedMsgId: messages[1]?.id });
    expect((await conversation())[1]?.quotedMsg).toMatchObject({ body: 'quanto custa?' });
    const tickets = eventsOn(socket.received, `company-${world.company.companyId}-ticket`);
    await vi.waitFor(() =>
      expect(tickets()).toContainEqual(
        expect.objectContaining({ action: 'update', ticket: expect.objectContaining({ lastMessage: 'e o frete?' }) }),
      ),
    );
  });

  it('decrypt retry leaves the list line to a message that came after the unreadable one', async () => {
    await send(world.fx.customerMessage({ id: 'U3', chatId: CUSTOMER, body: '', unreadable: true }));
    world.ctx.clock.advance(1000);
    await send(world.fx.customerMessage({ id: 'M3', chatId: CUSTOMER, body: 'alô?' }));

    await send(world.fx.customerMessage({ id: 'U3', chatId: CUSTOMER, body: 'bom dia' }));
    const { ticket, messages } = await chat();
    expect(messages.map((m) => m.body)).toEqual(['alô?', 'bom dia']);
    expect(ticket).toMatchObject({ lastMessage: 'alô?' });
  });
});
