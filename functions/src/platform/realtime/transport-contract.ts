import { describe, expect, it } from 'vitest';
import type { Realtime } from './realtime.js';

/** One transport as the contract drives it: Realtime over it, and clients that connect and go away. */
export interface TransportDriver {
  realtime: Realtime;
  clock: { advance(ms: number): void };
  /** A client of the company connected and registered; what it has received so far. */
  connect(companyId: string, userId: string): Promise<{ connectionId: string; received(): unknown[] }>;
  /** The client goes away without a $disconnect (API Gateway may never send one). */
  vanish(connectionId: string): Promise<void>;
}

/**
 * The Realtime transport's contract, through `Realtime.publish`: the local `ws` transport for real and API
 * Gateway's PostToConnection with the client mocked, both over the registry in DynamoDB Local.
 */
export function describeTransportContract(name: string, open: () => Promise<TransportDriver>): void {
  describe(`Realtime transport contract: ${name}`, () => {
    it("delivers `{ event, data }` to every open connection of the company and to no other company's", async () => {
      const { realtime, connect } = await open();
      const first = await connect('A', 'u1');
      const second = await connect('A', 'u2');
      const other = await connect('B', 'u3');

      expect(await realtime.publish('A', 'company-A-ticket', { action: 'update', ticketId: 't1' })).toBe(2);
      const expected = [{ event: 'company-A-ticket', data: { action: 'update', ticketId: 't1' } }];
      await expect.poll(() => first.received()).toEqual(expected);
      await expect.poll(() => second.received()).toEqual(expected);
      expect(other.received()).toEqual([]);
    });

    it('removes a connection that is gone, once past its handshake, and still serves the others', async () => {
      const { realtime, clock, connect, vanish } = await open();
      const gone = await connect('G', 'u1');
      const staying = await connect('G', 'u2');
      await vanish(gone.connectionId);
      clock.advance(11_000);

      expect(await realtime.publish('G', 'company-G-user', { action: 'update' })).toBe(1);
      expect(await realtime.find(gone.connectionId)).toBeUndefined();
      expect((await realtime.socketsOf('G')).map((socket) => socket.connectionId)).toEqual([staying.connectionId]);
      await expect.poll(() => staying.received()).toHaveLength(1);
    });

    it('forgets a connection the server ends (a revoked session) and sends it nothing more', async () => {
      const { realtime, connect } = await open();
      const ended = await connect('R', 'u1');
      const staying = await connect('R', 'u2');
      await realtime.disconnect(ended.connectionId);

      expect(await realtime.publish('R', 'company-R-user', { action: 'update' })).toBe(1);
      expect(await realtime.find(ended.connectionId)).toBeUndefined();
      await expect.poll(() => staying.received()).toHaveLength(1);
      expect(ended.received()).toEqual([]);
    });
  });
}
