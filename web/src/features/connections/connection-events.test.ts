import { describe, expect, it } from 'vitest';
import type { Connection } from '../../types/api';
import { applyConnectionEvent, closesQrModal } from './connection-events';

const connection = (id: string, changes: Partial<Connection> = {}): Connection => ({
  id,
  name: `Conexão ${id}`,
  status: 'qrcode',
  qrcode: 'code-1',
  pairingCode: '',
  number: '',
  retries: 0,
  isDefault: false,
  greetingMessage: '',
  complationMessage: '',
  outOfHoursMessage: '',
  ratingMessage: '',
  expiresInactiveMessage: '',
  token: '',
  provider: 'simulator',
  expiresTicket: 0,
  timeUseBotQueues: 0,
  maxUseBotQueues: 3,
  timeToTransfer: null,
  transferQueueId: null,
  promptId: null,
  integrationId: null,
  queueIds: ['q1'],
  queues: [{ id: 'q1', name: 'Suporte', color: '#fff' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('connection realtime events', () => {
  it('applies a session update to its connection and keeps the fields the event lacks', () => {
    const list = [connection('a'), connection('b')];
    const next = applyConnectionEvent(list, {
      action: 'update',
      session: { id: 'a', status: 'CONNECTED', qrcode: '' },
    });
    expect(next?.[0]).toMatchObject({ id: 'a', status: 'CONNECTED', qrcode: '', queues: [{ name: 'Suporte' }] });
    expect(next?.[1]).toBe(list[1]);
  });

  it('appends a connection created elsewhere and removes a deleted one', () => {
    const list = [connection('a')];
    const added = applyConnectionEvent(list, { action: 'update', whatsapp: connection('b', { queues: undefined }) });
    expect(added?.map((item) => item.id)).toEqual(['a', 'b']);
    expect(added?.[1]?.queues).toEqual([]);
    expect(applyConnectionEvent(added, { action: 'delete', whatsappId: 'a' })?.map((item) => item.id)).toEqual(['b']);
  });

  it('leaves the list as it was for an unknown partial record, an unknown delete or another action', () => {
    const list = [connection('a')];
    expect(applyConnectionEvent(list, { action: 'update', session: { id: 'z', status: 'OPENING' } })).toBe(list);
    expect(applyConnectionEvent(list, { action: 'delete', whatsappId: 'z' })).toBe(list);
    expect(applyConnectionEvent(list, { action: 'create', whatsapp: { id: 'a', name: 'x' } })).toBe(list);
    expect(applyConnectionEvent(undefined, { action: 'update', session: { id: 'a' } })).toBeUndefined();
  });
});

describe('QR modal', () => {
  it('closes when its connection’s session update carries an empty qrcode', () => {
    expect(closesQrModal('a', { action: 'update', session: { id: 'a', status: 'CONNECTED', qrcode: '' } })).toBe(true);
  });

  it('stays open for a new QR, another connection, or a pairing code to read', () => {
    expect(closesQrModal('a', { action: 'update', session: { id: 'a', status: 'qrcode', qrcode: 'code-2' } })).toBe(
      false,
    );
    expect(closesQrModal('a', { action: 'update', session: { id: 'b', status: 'CONNECTED', qrcode: '' } })).toBe(false);
    expect(
      closesQrModal('a', {
        action: 'update',
        session: { id: 'a', status: 'PAIRING', qrcode: '', pairingCode: 'ABCD1234' },
      }),
    ).toBe(false);
  });

  it('stays open while the session restarts to fetch a pairing code the admin asked for', () => {
    const restarting = { action: 'update', session: { id: 'a', status: 'OPENING', qrcode: '' } } as const;
    expect(closesQrModal('a', restarting, { awaitingPairingCode: true })).toBe(false);
    expect(closesQrModal('a', restarting)).toBe(true);
    expect(
      closesQrModal(
        'a',
        { action: 'update', session: { id: 'a', status: 'CONNECTED', qrcode: '' } },
        { awaitingPairingCode: true },
      ),
    ).toBe(true);
  });
});
