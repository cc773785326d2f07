import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLS_REFUSED_MESSAGE } from '../../functions/src/domain/inbound/ingest-call.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { automaticFixtures, type AutomaticWorld } from './automatic-fixtures.js';
import { conversationFixtures, until } from './messages-fixtures.js';

const CUSTOMER = '5511966665555';
const MISSED = /^Chamada de voz\/vídeo perdida às \d\d:\d\d$/;

let ctx: TestContext;
let sessions: TestSessions;
let ingest: ReturnType<typeof createIngest>;
let auto: ReturnType<typeof automaticFixtures>;
let fx: ReturnType<typeof conversationFixtures>;
let w: AutomaticWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  ingest = createIngest(ctx.deps);
  sessions = await startTestSessions(ctx, { ingest });
  auto = automaticFixtures(ctx);
  fx = conversationFixtures(ctx);
});

beforeEach(async () => {
  w = await auto.world();
});

afterAll(async () => {
  await sessions.stop();
});

/**
 * The customer calls through the simulator; answers the call id once its entry is stored and its inbound job,
 * with what the product does about the call, is done, and the commands it queued have run.
 */
async function customerCalls() {
  const res = await ctx.request('POST', `/api/simulator/${w.connectionId}/call`, {
    token: w.auth.token,
    body: { number: CUSTOMER, name: 'Maria' },
  });
  expect(res.status).toBe(202);
  const callId = res.body.id as string;
  await until(
    () => w.chat(CUSTOMER),
    (c) => c.messages.some((m) => m.providerId === callId),
  );
  await ctx.jobs.drain('inbound');
  await ctx.jobs.drain('outbound');
  return callId;
}

/** Another report of the call, as the chat app sends when it ends (or a replay of one). */
const report = (callId: string, status: 'offer' | 'missed' | 'rejected') =>
  ingest(
    fx.job(w.companyId, w.connectionId, {
      type: 'call',
      id: callId,
      chatId: CUSTOMER,
      timestamp: ctx.clock.now().getTime(),
      status,
    }),
  );

const callOnPhone = async (callId: string) => (await w.phone(CUSTOMER)).find((m) => m.id === callId);

describe('a call while the company does not take calls', () => {
  beforeEach(async () => {
    await w.setting('call', 'disabled');
  });

  it('is rejected, the customer is told in a text, and the conversation shows a missed call', async () => {
    const callId = await customerCalls();

    const phone = await until(
      () => w.phone(CUSTOMER),
      (messages) => messages.some((m) => m.from === 'business'),
    );
    expect(phone.find((m) => m.id === callId)?.call).toEqual({ status: 'rejected' });
    expect(phone.filter((m) => m.from === 'business').map((m) => m.body)).toEqual([CALLS_REFUSED_MESSAGE]);
    const { ticket, messages } = await w.chat(CUSTOMER);
    expect(messages.find((m) => m.providerId === callId)).toMatchObject({
      mediaType: 'call_log',
      body: expect.stringMatching(MISSED),
    });
    const sent = messages.filter((m) => m.fromMe);
    expect(sent).toEqual([expect.objectContaining({ body: CALLS_REFUSED_MESSAGE, ticketId: ticket?.id })]);
  });

  it('stays a missed call when the rejection is reported back, and the customer is told once', async () => {
    const callId = await customerCalls();
    await report(callId, 'rejected');
    await report(callId, 'missed');
    await report(callId, 'offer');

    const { messages } = await w.chat(CUSTOMER);
    expect(messages.filter((m) => m.mediaType === 'call_log')).toEqual([
      expect.objectContaining({ body: expect.stringMatching(MISSED) }),
    ]);
    expect(messages.filter((m) => m.fromMe).map((m) => m.body)).toEqual([CALLS_REFUSED_MESSAGE]);
  });
});

describe('a call while the company takes calls (the default)', () => {
  it('keeps ringing, nothing is sent, and a missed call is logged', async () => {
    const callId = await customerCalls();

    expect((await callOnPhone(callId))?.call).toEqual({ status: 'offer' });
    const { messages } = await w.chat(CUSTOMER);
    expect(messages.map((m) => ({ fromMe: m.fromMe, body: m.body }))).toEqual([
      { fromMe: false, body: expect.stringMatching(MISSED) },
    ]);
  });
});
