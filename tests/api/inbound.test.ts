import { describe, expect, it, vi } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { crashingAt, useInboundWorld } from './inbound-fixtures.js';
import { eventsOn, until } from './messages-fixtures.js';

const world = useInboundWorld();

const CUSTOMER = '5511988887777';
const chatOf = (number = CUSTOMER) => world.fx.chat(world.company.companyId, world.connectionId, number);
const stored = (count: number, number = CUSTOMER) =>
  until(
    () => chatOf(number),
    (c) => c.messages.length >= count,
  );
const sendJob = (event: Parameters<typeof world.fx.job>[2]) =>
  world.fx.job(world.company.companyId, world.connectionId, event);

describe('a customer writing', () => {
  it('creates the contact, a pending ticket and the message, with one unread and the last message', async () => {
    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });
    const id = await world.sim.customerSays(
      world.token,
      world.connectionId,
      CUSTOMER,
      'Olá, preciso de ajuda',
      'Maria',
    );

    const { contact, ticket, messages } = await stored(1);
    expect(contact).toMatchObject({ name: 'Maria', number: CUSTOMER, whatsappId: world.connectionId, isGroup: false });
    expect(ticket).toMatchObject({
      status: 'pending',
      userId: null,
      unreadMessages: 1,
      lastMessage: 'Olá, preciso de ajuda',
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      providerId: id,
      fromMe: false,
      body: 'Olá, preciso de ajuda',
      ticketId: ticket?.id,
    });

    const channel = (name: string) => eventsOn(socket.received, `company-${world.company.companyId}-${name}`);
    await vi.waitFor(() => expect(channel('ticket')().length).toBeGreaterThan(0));
    expect(channel('appMessage')()).toEqual([
      expect.objectContaining({
        action: 'create',
        message: expect.objectContaining({ id: messages[0]?.id, body: 'Olá, preciso de ajuda', ticketId: ticket?.id }),
        ticket: expect.objectContaining({ id: ticket?.id, unreadMessages: 1 }),
        contact: expect.objectContaining({ id: contact?.id, name: 'Maria' }),
      }),
    ]);
    expect(channel('contact')()).toEqual([{ action: 'create', contact: expect.objectContaining({ id: contact?.id }) }]);
    expect(channel('ticket')().at(-1)).toMatchObject({
      action: 'update',
      ticket: { id: ticket?.id, lastMessage: 'Olá, preciso de ajuda' },
    });
  });

  it('adds later messages to the same ticket, counting each unread, in the provider’s order', async () => {
    await world.sim.customerSays(world.token, world.connectionId, CUSTOMER, 'um');
    world.ctx.clock.advance(1000);
    await world.sim.customerSays(world.token, world.connectionId, CUSTOMER, 'dois');
    const { ticket, messages } = await stored(2);
    expect(ticket).toMatchObject({ unreadMessages: 2, lastMessage: 'dois' });
    expect(messages.map((m) => m.body)).toEqual(['dois', 'um']);
    expect(new Set(messages.map((m) => m.ticketId))).toEqual(new Set([ticket?.id]));
  });
});

describe('the queue and the ticket a message lands in', () => {
  it('puts a new ticket in the queue of a connection that has exactly one', async () => {
    const created = await world.ctx.request('POST', '/api/queue', {
      token: world.token,
      body: { name: 'Vendas', color: '#aa3355' },
    });
    const queue = created.body as { id: string };
    const linked = await world.ctx.request('PUT', `/api/whatsapp/${world.connectionId}`, {
      token: world.token,
      body: { queueIds: [queue.id] },
    });
    expect(linked.status).toBe(200);
    await world.sim.customerSays(world.token, world.connectionId, CUSTOMER, 'quero comprar');
    const { ticket } = await stored(1);
    expect(ticket).toMatchObject({ status: 'pending', queueId: queue.id });
  });

  it('opens a new ticket when the open marker still points at a closed one', async () => {
    await world.sim.customerSays(world.token, world.connectionId, CUSTOMER, 'primeiro');
    const first = (await stored(1)).ticket!;
    // A closed ticket whose marker was never released (a crash between two writes, or an old record).
    await world.ctx.deps.table.update(
      { pk: `C#${world.company.companyId}#T#${first.id}`, sk: 'TICKET' },
      {
        UpdateExpression: 'SET #s = :closed',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':closed': 'closed' },
      },
    );
    await world.sim.customerSays(world.token, world.connectionId, CUSTOMER, 'segundo');
    const { ticket, messages } = await stored(2);
    expect(ticket?.id).not.toBe(first.id);
    expect(ticket).toMatchObject({ status: 'pending', lastMessage: 'segundo', unreadMessages: 1 });
    expect(messages[0]).toMatchObject({ body: 'segundo', ticketId: ticket?.id });
  });
});

describe('idempotence', () => {
  it('stores an event delivered twice once, whether replayed on the queue or ingested twice at once', async () => {
    const event = world.fx.customerMessage({ id: 'WAMID-1', chatId: CUSTOMER });
    await Promise.all([world.ingest(sendJob(event)), world.ingest(sendJob(event))]);
    // A replay after the queue's dedupe window: a new dedupe id.
    await world.ctx.jobs.send('inbound', sendJob(event), {
      groupId: `${world.connectionId}#${CUSTOMER}`,
      dedupeId: 'replay-1',
    });
    await world.ctx.jobs.drain('inbound');
    await world.ingest(sendJob(event));

    const { ticket, messages } = await chatOf();
    expect(messages).toHaveLength(1);
    expect(ticket?.unreadMessages).toBe(1);
  });

  it('makes one contact and one ticket of two first messages of a new number arriving at once', async () => {
    await Promise.all([
      world.ingest(sendJob(world.fx.customerMessage({ id: 'A', chatId: CUSTOMER, senderName: 'Ana' }))),
      world.ingest(sendJob(world.fx.customerMessage({ id: 'B', chatId: CUSTOMER, senderName: 'Ana' }))),
    ]);
    const { contact, ticket, messages } = await chatOf();
    expect(contact?.name).toBe('Ana');
    expect(messages).toHaveLength(2);
    expect(new Set(messages.map((m) => m.ticketId))).toEqual(new Set([ticket?.id]));
    expect(ticket?.unreadMessages).toBe(2);
  });

  it.each([1, 2, 3])('ends in the same state when a try stops at write %i and the job runs again', async (n) => {
    const number = `55119000000${n}0`;
    const event = world.fx.customerMessage({ id: `CRASH-${n}`, chatId: number, senderName: 'Bia' });
    await expect(createIngest(crashingAt(world.ctx.deps, n))(sendJob(event))).rejects.toThrow('crash');
    await world.ingest(sendJob(event));
    await world.ingest(sendJob(event));

    const { contact, ticket, messages } = await chatOf(number);
    expect(contact?.name).toBe('Bia');
    expect(messages).toHaveLength(1);
    expect(ticket).toMatchObject({ unreadMessages: 1, lastMessage: 'oi' });
  });

  it('sends the events a try did not get to send, once', async () => {
    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });
    const failing: Deps['realtime'] = Object.create(world.ctx.deps.realtime);
    failing.publish = async () => Promise.reject(new Error('crash'));
    const event = world.fx.customerMessage({ id: 'LOST-EVENTS', chatId: CUSTOMER });
    await expect(createIngest({ ...world.ctx.deps, realtime: failing })(sendJob(event))).rejects.toThrow('crash');
    await world.ingest(sendJob(event));
    await world.ingest(sendJob(event));
    const on = (name: string) => eventsOn(socket.received, `company-${world.company.companyId}-${name}`)();
    expect(on('appMessage')).toHaveLength(1);
    expect(on('contact')).toEqual([expect.objectContaining({ action: 'create' })]);
  });
});

describe('what a message carries', () => {
  it('keeps media in the blob store, readable through the signed URL of the message', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await world.ctx.request('POST', `/api/simulator/${world.connectionId}/messages`, {
      token: world.token,
      body: {
        number: CUSTOMER,
        body: 'foto',
        media: { kind: 'image', mimetype: 'image/png', data: png.toString('base64') },
      },
    });
    const { ticket } = await stored(1);
    const [message] = (await world.fx.page(world.token, ticket?.id ?? '')).messages;
    expect(message).toMatchObject({
      mediaType: 'image',
      body: 'foto',
      mediaUrl: expect.stringContaining('/api/media/'),
    });
    const file = await world.ctx.app.request(message?.mediaUrl ?? '');
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(png));
  });

  it('stores a location and a contact card, and a reply with the message it quotes', async () => {
    const first = await world.sim.customerSays(world.token, world.connectionId, CUSTOMER, 'pergunta');
    await stored(1);
    const post = (body: Record<string, unknown>) =>
      world.ctx.request('POST', `/api/simulator/${world.connectionId}/messages`, {
        token: world.token,
        body: { number: CUSTOMER, ...body },
      });
    await post({ location: { latitude: -23.55, longitude: -46.63, description: 'Loja' } });
    await post({ contact: { name: 'João', number: '5531966665555' } });
    await post({ body: 'essa aqui', quotedId: first });
    const { ticket } = await stored(4);

    const [reply, card, place, question] = (await world.fx.page(world.token, ticket?.id ?? '')).messages;
    expect(place).toMatchObject({
      mediaType: 'locationMessage',
      body: expect.stringMatching(/^\|https:\/\/maps\.google\.com\/.+\|Loja$/),
    });
    expect(card).toMatchObject({ mediaType: 'vcard', body: expect.stringContaining('FN:João') });
    expect(reply?.quotedMsg).toMatchObject({ id: question?.id, body: 'pergunta', fromMe: false });
  });

  it('applies the customer’s edit and delete to the stored message', async () => {
    const id = await world.sim.customerSays(world.token, world.connectionId, CUSTOMER, 'erado');
    await stored(1);
    await world.ctx.request('PUT', `/api/simulator/${world.connectionId}/messages/${id}`, {
      token: world.token,
      body: { number: CUSTOMER, body: 'errado' },
    });
    const edited = await until(
      () => chatOf(),
      (c) => c.messages[0]?.isEdited === true,
    );
    expect(edited.messages[0]?.body).toBe('errado');
    await world.ctx.request('DELETE', `/api/simulator/${world.connectionId}/messages/${id}?number=${CUSTOMER}`, {
      token: world.token,
    });
    await until(
      () => chatOf(),
      (c) => c.messages[0]?.isDeleted === true,
    );
  });

  it('logs a call once per call id, and marks it when the business rejected it', async () => {
    const call = await world.ctx.request('POST', `/api/simulator/${world.connectionId}/call`, {
      token: world.token,
      body: { number: CUSTOMER },
    });
    const { messages } = await stored(1);
    expect(messages[0]).toMatchObject({
      mediaType: 'call_log',
      body: expect.stringMatching(/^Chamada de voz\/vídeo perdida às \d\d:\d\d$/),
    });
    const callEvent = (status: 'missed' | 'rejected') => ({
      type: 'call' as const,
      id: call.body.id as string,
      chatId: CUSTOMER,
      timestamp: world.ctx.clock.now().getTime(),
      status,
    });
    await world.ingest(sendJob(callEvent('missed')));
    await world.ingest(sendJob(callEvent('rejected')));
    const after = await chatOf();
    expect(after.messages).toHaveLength(1);
    expect(after.messages[0]?.body).toMatch(/^Chamada de voz\/vídeo rejeitada às/);
  });
});

describe('messages from the business’s own phone', () => {
  it('stores them as fromMe, not unread, with a receipt that arrived before them', async () => {
    await world.ingest(sendJob({ type: 'ack', id: 'PHONE-1', chatId: CUSTOMER, ack: 3, timestamp: 1 }));
    await world.ingest(
      sendJob(world.fx.customerMessage({ id: 'PHONE-1', chatId: CUSTOMER, fromMe: true, body: 'do celular' })),
    );
    const { ticket, messages } = await chatOf();
    expect(messages[0]).toMatchObject({ fromMe: true, ack: 3, body: 'do celular' });
    expect(ticket).toMatchObject({ unreadMessages: 0, lastMessage: 'do celular' });
  });
});

describe('group messages', () => {
  const GROUP = '120363000000000001@g.us';
  const groupMessage = (id: string) =>
    sendJob(world.fx.customerMessage({ id, chatId: GROUP, isGroup: true, participant: CUSTOMER, senderName: 'Maria' }));

  it('are ignored while CheckMsgIsGroup is enabled (the default)', async () => {
    await world.ingest(groupMessage('G1'));
    expect((await chatOf(GROUP)).contact).toBeUndefined();
  });

  it('open a group ticket once it is disabled, keeping who wrote', async () => {
    const res = await world.ctx.request('PUT', '/api/settings/CheckMsgIsGroup', {
      token: world.token,
      body: { value: 'disabled' },
    });
    expect(res.status).toBe(200);
    await world.ingest(groupMessage('G2'));
    const { contact, ticket, messages } = await chatOf(GROUP);
    expect(contact).toMatchObject({ number: GROUP, isGroup: true, name: GROUP });
    expect(ticket?.isGroup).toBe(true);
    expect(messages[0]).toMatchObject({ participant: CUSTOMER, senderName: 'Maria' });
  });
});
