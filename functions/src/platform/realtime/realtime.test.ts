import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-22T12:00:00Z') });
});

describe('realtime fan-out', () => {
  it('sends to every socket of the company and to no other company', async () => {
    const a1 = await ctx.listen({ companyId: 'A', userId: 'u1' });
    const a2 = await ctx.listen({ companyId: 'A', userId: 'u2' });
    const b1 = await ctx.listen({ companyId: 'B', userId: 'u3' });
    const delivered = await ctx.deps.realtime.publish('A', 'company-A-queue', { action: 'delete', queueId: 'q' });
    expect(delivered).toBe(2);
    expect(a1.received()).toEqual([{ event: 'company-A-queue', data: { action: 'delete', queueId: 'q' } }]);
    expect(a2.received()).toHaveLength(1);
    expect(b1.received()).toEqual([]);
  });

  it('sends several events in order to one audience with one read of the sockets', async () => {
    const mine = await ctx.listen({ companyId: 'M', userId: 'me' });
    const other = await ctx.listen({ companyId: 'M', userId: 'other' });
    const events = [
      { channel: 'company-M-appMessage', data: { n: 1 } },
      { channel: 'company-M-ticket', data: { n: 2 } },
    ];
    const delivered = await ctx.deps.realtime.publishAll('M', events, { userId: 'me' });
    expect(delivered).toBe(2);
    expect(mine.received()).toEqual([
      { event: 'company-M-appMessage', data: { n: 1 } },
      { event: 'company-M-ticket', data: { n: 2 } },
    ]);
    expect(other.received()).toEqual([]);
  });

  it('narrows by user, by room and by a per-socket filter', async () => {
    const mine = await ctx.listen({ companyId: 'N', userId: 'me' });
    const other = await ctx.listen({ companyId: 'N', userId: 'other' });
    const socket = await ctx.deps.realtime.find(other.connectionId);
    await ctx.deps.realtime.join(socket!, 'tickets:open');

    await ctx.deps.realtime.publish('N', 'to-user', {}, { userId: 'me' });
    await ctx.deps.realtime.publish('N', 'to-room', {}, { rooms: ['tickets:open'] });
    await ctx.deps.realtime.publish('N', 'filtered', {}, { filter: (s) => s.userId === 'other' });

    expect(mine.received().map((m) => m.event)).toEqual(['to-user']);
    expect(other.received().map((m) => m.event)).toEqual(['to-room', 'filtered']);
  });

  it('keeps a socket still in its handshake and forgets one that is gone', async () => {
    const fresh = await ctx.listen({ companyId: 'G', userId: 'u' });
    ctx.transport.gone.add(fresh.connectionId);
    await ctx.deps.realtime.publish('G', 'ping', {});
    expect(await ctx.deps.realtime.find(fresh.connectionId)).toBeDefined();

    ctx.clock.advance(11_000);
    await ctx.deps.realtime.publish('G', 'ping', {});
    expect(await ctx.deps.realtime.find(fresh.connectionId)).toBeUndefined();
    expect(await ctx.deps.realtime.socketsOf('G')).toEqual([]);
  });

  it('leaves a room it joined', async () => {
    const s = await ctx.listen({ companyId: 'L', userId: 'u' });
    const socket = (await ctx.deps.realtime.find(s.connectionId))!;
    await ctx.deps.realtime.join(socket, 'chatbox:t1');
    await ctx.deps.realtime.leave(socket, 'chatbox:t1');
    await ctx.deps.realtime.publish('L', 'msg', {}, { rooms: ['chatbox:t1'] });
    expect(s.received()).toEqual([]);
    expect((await ctx.deps.realtime.find(s.connectionId))?.rooms).toEqual([]);
  });
});
