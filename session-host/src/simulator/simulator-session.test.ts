import { beforeAll, describe, expect, it } from 'vitest';
import { listConversation, listCustomers } from '../../../functions/src/domain/simulator/repo.js';
import type { BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type { ChatEvent } from '../../../functions/src/platform/chat/chat-provider.js';
import { manualClock } from '../../../functions/src/platform/clock.js';
import { newId } from '../../../functions/src/platform/ids.js';
import { Realtime } from '../../../functions/src/platform/realtime/realtime.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { RecordingTransport } from '../../../functions/src/testing/recording-transport.js';
import { createTestTable } from '../test-table.js';
import { routeSimulatorCommand } from './simulator-commands.js';
import { createSimulatorProvider } from './simulator-provider.js';
import type { SimulatorSession } from './simulator-session.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

const blobs: BlobStore = {
  put: async () => undefined,
  putStream: async () => ({ size: 0 }),
  get: async () => undefined,
  getStream: async () => undefined,
  delete: async () => undefined,
  deletePrefix: async () => undefined,
  signedUrl: async (key) => `https://blobs.test/${key}`,
};

/** A simulator session of a new connection whose events are recorded, with an admin socket listening. */
async function simulator() {
  const clock = manualClock(new Date('2026-03-01T12:00:00Z'));
  const transport = new RecordingTransport();
  const realtime = new Realtime(table, transport, clock);
  const deps = { table, realtime, clock, blobs };
  const companyId = newId();
  const connectionId = newId();
  await realtime.register({ connectionId: 'admin-socket', companyId, userId: 'u1', profile: 'admin', tokenVersion: 0 });
  const provider = createSimulatorProvider(deps, { deliveryDelayMs: 5 });
  const events: ChatEvent[] = [];
  const newSession = () =>
    provider.create({ companyId, connectionId, emit: (event) => events.push(event) }) as SimulatorSession;
  return { provider, events, newSession, companyId, connectionId, clock, transport, deps };
}

async function pairedSimulator() {
  const sim = await simulator();
  const session = sim.newSession();
  await session.start();
  const qr = sim.events.find((e) => e.type === 'qr');
  await session.scan(qr?.type === 'qr' ? qr.qr : '');
  sim.events.length = 0;
  return { ...sim, session };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

const customerMessage = (number: string, body: string, name?: string) => ({
  id: `SIM${newId()}`,
  number,
  ...(name ? { name } : {}),
  body,
  timestamp: Date.parse('2026-03-01T12:00:00Z'),
});

describe('simulator session', () => {
  it('opens with a QR naming the connection when the phone never paired', async () => {
    const { newSession, events, connectionId } = await simulator();
    await newSession().start();

    expect(events[0]).toEqual({ type: 'status', status: 'OPENING' });
    expect(events[1]).toMatchObject({
      type: 'qr',
      qr: expect.stringMatching(new RegExp(`^balcao-sim:${connectionId}:.+`)),
    });
  });

  it('ignores a wrong code and connects on the right one, remembering the pairing', async () => {
    const { newSession, events, provider, companyId, connectionId } = await simulator();
    const session = newSession();
    await session.start();
    const qr = events[1]?.type === 'qr' ? events[1].qr : '';

    expect(await session.scan(`${qr}x`)).toBe(false);
    expect(session.isConnected).toBe(false);
    expect(await session.scan(qr)).toBe(true);

    expect(events[2]).toEqual({ type: 'status', status: 'CONNECTED', number: expect.stringMatching(/^55\d{11}$/) });
    expect(await provider.hasAuthState(companyId, connectionId)).toBe(true);
  });

  it('resumes a paired phone without a QR', async () => {
    const { newSession, events, session } = await pairedSimulator();
    await session.stop();
    await newSession().start();

    expect(events.map((e) => e.type)).toEqual(['status', 'status']);
    expect(events[1]).toMatchObject({ status: 'CONNECTED' });
  });

  it('delivers a customer message as a message event and keeps the conversation and the customer', async () => {
    const { session, events, companyId, connectionId, transport } = await pairedSimulator();
    const message = customerMessage('5511988887777', 'Oi, tudo bem?', 'Maria');
    await session.customerMessage(message);

    expect(events).toEqual([
      {
        type: 'message',
        message: {
          id: message.id,
          chatId: '5511988887777',
          isGroup: false,
          fromMe: false,
          senderName: 'Maria',
          timestamp: message.timestamp,
          body: 'Oi, tudo bem?',
        },
      },
    ]);
    const conversation = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(conversation).toEqual([
      expect.objectContaining({ id: message.id, from: 'customer', body: 'Oi, tudo bem?' }),
    ]);
    expect(await listCustomers(table, companyId, connectionId)).toEqual([
      { number: '5511988887777', name: 'Maria', lastMessageAt: message.timestamp },
    ]);
    const published = transport.received('admin-socket').filter((r) => r.event === `company-${companyId}-simulator`);
    expect(published).toEqual([
      {
        event: `company-${companyId}-simulator`,
        data: { connectionId, number: '5511988887777', message: expect.objectContaining({ id: message.id }) },
      },
    ]);
  });

  it('stores what the business sends as sent, then reports it delivered', async () => {
    const { session, events, companyId, connectionId } = await pairedSimulator();
    const sent = await session.send('5511988887777', { kind: 'text', body: 'Olá! Como posso ajudar?' });

    expect(events).toEqual([
      { type: 'ack', id: sent.id, chatId: '5511988887777', ack: 1, timestamp: expect.any(Number) },
    ]);
    await until(() => events.length === 2);
    expect(events[1]).toMatchObject({ type: 'ack', id: sent.id, ack: 2 });
    const [stored] = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(stored).toMatchObject({ id: sent.id, from: 'business', body: 'Olá! Como posso ajudar?', ack: 2 });
  });

  it('marks everything sent to a customer read once, and never lowers an ack', async () => {
    const { session, events, companyId, connectionId } = await pairedSimulator();
    const first = await session.send('5511988887777', { kind: 'text', body: 'um' });
    const second = await session.send('5511988887777', { kind: 'text', body: 'dois' });
    await session.read('5511988887777');
    await session.read('5511988887777');
    await new Promise((resolve) => setTimeout(resolve, 30));

    const reads = events.filter((e) => e.type === 'ack' && e.ack === 3);
    expect(reads.map((e) => (e.type === 'ack' ? e.id : ''))).toEqual([first.id, second.id]);
    const conversation = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(conversation.map((m) => m.ack)).toEqual([3, 3]);
  });

  it('edits and deletes a customer message and reports both', async () => {
    const { session, events, companyId, connectionId } = await pairedSimulator();
    const message = customerMessage('5511988887777', 'errado');
    await session.customerMessage(message);
    await session.edit('5511988887777', message.id, 'certo');
    await session.delete('5511988887777', message.id);
    await session.edit('5511988887777', 'SIM-unknown', 'nada');

    expect(events.slice(1)).toEqual([
      { type: 'edit', id: message.id, chatId: '5511988887777', body: 'certo', timestamp: expect.any(Number) },
      { type: 'delete', id: message.id, chatId: '5511988887777', timestamp: expect.any(Number) },
    ]);
    const [stored] = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(stored).toMatchObject({ body: 'certo', edited: true, deleted: true });
  });

  it('reports a call and stores its rejection', async () => {
    const { session, events, companyId, connectionId } = await pairedSimulator();
    await session.call('5511988887777', 'CALL1', 'Maria');
    await session.rejectCall('CALL1', '5511988887777');

    expect(events).toEqual([
      { type: 'call', id: 'CALL1', chatId: '5511988887777', timestamp: expect.any(Number), status: 'offer' },
    ]);
    const [stored] = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(stored).toMatchObject({ id: 'CALL1', call: { status: 'rejected' } });
  });

  it('applies the business edits, deletes and reactions to what it sent', async () => {
    const { session, companyId, connectionId } = await pairedSimulator();
    const sent = await session.send('5511988887777', { kind: 'text', body: 'preço: 10' });
    await session.send('5511988887777', { kind: 'edit', messageId: sent.id, body: 'preço: 12' });
    await session.send('5511988887777', { kind: 'reaction', messageId: sent.id, emoji: '👍' });

    const [stored] = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(stored).toMatchObject({ body: 'preço: 12', edited: true, reaction: '👍' });
    await expect(session.send('5511988887777', { kind: 'delete', messageId: 'nope' })).rejects.toThrow();
  });

  it('refuses to send before it is connected', async () => {
    const { newSession } = await simulator();
    const session = newSession();
    await session.start();
    await expect(session.send('5511988887777', { kind: 'text', body: 'x' })).rejects.toThrow('not connected');
  });

  it('knows any number of 10 to 15 digits', async () => {
    const { session } = await pairedSimulator();
    expect(await session.checkNumber('+55 (11) 98888-7777')).toEqual({ exists: true, chatId: '5511988887777' });
    expect(await session.checkNumber('12345')).toEqual({ exists: false });
  });

  it('forgets the pairing on logout, so the next start shows a QR', async () => {
    const { session, events, provider, companyId, connectionId, newSession } = await pairedSimulator();
    await session.logout();
    expect(events).toEqual([{ type: 'status', status: 'DISCONNECTED' }]);
    expect(await provider.hasAuthState(companyId, connectionId)).toBe(false);

    await newSession().start();
    expect(events.at(-1)).toMatchObject({ type: 'qr' });
  });

  it('simulator holds messages while down: a customer message sent then is delivered, in order, on connect', async () => {
    const { session, events, newSession, deps, companyId, connectionId } = await pairedSimulator();
    await session.stop();
    const first = customerMessage('5511988887777', 'primeira');
    const second = { ...customerMessage('5511988887777', 'segunda'), timestamp: first.timestamp + 1 };
    const command = (message: typeof first) =>
      ({ type: 'simulator.customerMessage', companyId, connectionId, message }) as const;

    await routeSimulatorCommand(deps, undefined, command(first));
    await routeSimulatorCommand(deps, undefined, command(second));
    await routeSimulatorCommand(deps, undefined, command(second));
    expect(events).toEqual([]);
    const held = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(held.map((m) => [m.body, m.undelivered])).toEqual([
      ['primeira', true],
      ['segunda', true],
    ]);

    await newSession().start();
    const delivered = () => events.flatMap((e) => (e.type === 'message' ? [e.message.body] : []));
    await until(() => delivered().length === 2);
    expect(delivered()).toEqual(['primeira', 'segunda']);
    const after = await listConversation(table, companyId, connectionId, '5511988887777');
    expect(after.map((m) => m.undelivered)).toEqual([undefined, undefined]);
  });

  it('delivers what was held before a newer message that finds the session connected', async () => {
    const { session, events, deps, companyId, connectionId } = await pairedSimulator();
    const held = customerMessage('5511988887777', 'antes');
    await routeSimulatorCommand(deps, undefined, {
      type: 'simulator.customerMessage',
      companyId,
      connectionId,
      message: held,
    });
    const later = { ...customerMessage('5511988887777', 'depois'), timestamp: held.timestamp + 1 };
    await routeSimulatorCommand(deps, session, {
      type: 'simulator.customerMessage',
      companyId,
      connectionId,
      message: later,
    });

    expect(events.flatMap((e) => (e.type === 'message' ? [e.message.body] : []))).toEqual(['antes', 'depois']);
  });
});
