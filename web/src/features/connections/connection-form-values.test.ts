import { describe, expect, it } from 'vitest';
import { connectionToForm, emptyConnectionForm, generateToken, toConnectionPayload } from './connection-form-values';

const valid = { ...emptyConnectionForm('simulator'), name: 'Atendimento' };

describe('connection form', () => {
  it("says 'Required', 'Too Short!' and 'Too Long!' for the name (2 to 50 characters)", () => {
    expect(toConnectionPayload({ ...valid, name: '  ' })).toMatchObject({ ok: false, errors: { name: 'Required' } });
    expect(toConnectionPayload({ ...valid, name: 'A' })).toMatchObject({ errors: { name: 'Too Short!' } });
    expect(toConnectionPayload({ ...valid, name: 'A'.repeat(51) })).toMatchObject({ errors: { name: 'Too Long!' } });
  });

  it('sends the spec defaults for a new connection: bot 3 times, no interval, no expiry, no redirection', () => {
    expect(toConnectionPayload(valid)).toEqual({
      ok: true,
      payload: expect.objectContaining({
        name: 'Atendimento',
        provider: 'simulator',
        maxUseBotQueues: 3,
        timeUseBotQueues: 0,
        expiresTicket: 0,
        timeToTransfer: null,
        transferQueueId: null,
        queueIds: [],
      }),
    });
    expect(emptyConnectionForm().provider).toBe('beta');
  });

  it('takes the default for a blank number and refuses negative or fractional minutes', () => {
    const blank = toConnectionPayload({ ...valid, maxUseBotQueues: ' ' });
    expect(blank.ok && blank.payload.maxUseBotQueues).toBe(3);
    expect(toConnectionPayload({ ...valid, expiresTicket: '-1' })).toMatchObject({
      ok: false,
      errors: { expiresTicket: expect.any(String) },
    });
    expect(toConnectionPayload({ ...valid, timeToTransfer: '2.5' })).toMatchObject({
      ok: false,
      errors: { timeToTransfer: expect.any(String) },
    });
  });

  it('sends the queue redirection as typed', () => {
    const both = toConnectionPayload({ ...valid, timeToTransfer: '10', transferQueueId: 'q1' });
    expect(both.ok && both.payload).toMatchObject({ timeToTransfer: 10, transferQueueId: 'q1' });
  });

  it('refuses a hand-typed token too short to be safe, and accepts a generated one', () => {
    expect(toConnectionPayload({ ...valid, token: 'abc' })).toMatchObject({
      ok: false,
      errors: { token: expect.any(String) },
    });
    expect(toConnectionPayload({ ...valid, token: generateToken() }).ok).toBe(true);
  });

  it('round-trips a stored connection through the form, with the integration that answers without a queue', () => {
    expect(emptyConnectionForm().integrationId).toBeNull();
    const form = {
      ...valid,
      timeToTransfer: '5',
      transferQueueId: 'q2',
      queueIds: ['q2'],
      token: generateToken(),
      integrationId: 'i1',
    };
    const stored = toConnectionPayload(form);
    if (!stored.ok) throw new Error('expected a valid form');
    const connection = {
      ...stored.payload,
      provider: 'simulator' as const,
      token: form.token,
      id: 'w1',
      status: 'CONNECTED' as const,
      qrcode: '',
      pairingCode: '',
      number: '',
      retries: 0,
      queues: [{ id: 'q2', name: 'Vendas', color: '#000' }],
      createdAt: '',
      updatedAt: '',
    };
    expect(connectionToForm(connection)).toEqual(form);
  });

  it('makes 30-character tokens of letters and digits', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(generateToken()).not.toBe(token);
    expect(generateToken((bytes) => bytes.fill(0))).toBe('A'.repeat(30));
  });
});
