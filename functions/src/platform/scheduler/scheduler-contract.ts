import { describe, expect, it } from 'vitest';
import type { Clock } from '../clock.js';
import type { Scheduler, TimerEvent } from './scheduler.js';

/** One adapter as the contract drives it: the scheduler, the clock it reads, and a way to fire what is due. */
export interface SchedulerDriver {
  scheduler: Scheduler;
  clock: Clock & { advance(ms: number): void };
  /** Runs every timer due by the clock through the adapter's own firing path; answers what the targets got. */
  fireDue(): Promise<TimerEvent[]>;
}

const MINUTE = 60_000;

/**
 * The Scheduler port's contract, run for real against the local adapter and against EventBridge with the client
 * mocked (scheduler/*.test.ts). Times are minutes ahead, which both adapters honour to the minute.
 */
export function describeSchedulerContract(name: string, open: () => Promise<SchedulerDriver>): void {
  describe(`Scheduler contract: ${name}`, () => {
    it('runs the target once with its payload when the time comes, not before', async () => {
      const { scheduler, clock, fireDue } = await open();
      const time = new Date(clock.now().getTime() + 5 * MINUTE);
      await scheduler.at(time, 'ticket.inactive', { companyId: 'c1', ticketId: 't1' }, 'ticket-t1-inactive');

      clock.advance(3 * MINUTE);
      expect(await fireDue()).toEqual([]);
      clock.advance(3 * MINUTE);
      expect(await fireDue()).toEqual([
        {
          id: 'ticket-t1-inactive',
          target: 'ticket.inactive',
          payload: { companyId: 'c1', ticketId: 't1' },
          time: time.toISOString(),
        },
      ]);
      clock.advance(10 * MINUTE);
      expect(await fireDue()).toEqual([]);
    });

    it('replaces a pending timer set again under the same id', async () => {
      const { scheduler, clock, fireDue } = await open();
      const start = clock.now().getTime();
      await scheduler.at(new Date(start + 5 * MINUTE), 'campaign.start', { n: 1 }, 'campaign-1');
      await scheduler.at(new Date(start + 20 * MINUTE), 'campaign.start', { n: 2 }, 'campaign-1');

      clock.advance(10 * MINUTE);
      expect(await fireDue()).toEqual([]);
      clock.advance(15 * MINUTE);
      expect((await fireDue()).map((timer) => timer.payload)).toEqual([{ n: 2 }]);
    });

    it('forgets a cancelled timer; cancelling one that is gone or unknown is no error', async () => {
      const { scheduler, clock, fireDue } = await open();
      await scheduler.at(new Date(clock.now().getTime() + 5 * MINUTE), 'message.send', {}, 'kept');
      await scheduler.at(new Date(clock.now().getTime() + 5 * MINUTE), 'message.send', {}, 'cancelled');
      await scheduler.cancel('cancelled');
      await scheduler.cancel('cancelled');
      await scheduler.cancel('never-set');

      clock.advance(10 * MINUTE);
      expect((await fireDue()).map((timer) => timer.id)).toEqual(['kept']);
    });

    it.each(['', 'has space', 'a/b', 'x'.repeat(65)])('refuses the id %j, as EventBridge would', async (id) => {
      const { scheduler, clock } = await open();
      await expect(scheduler.at(clock.now(), 'message.send', {}, id)).rejects.toThrow(/Invalid timer id/);
      await expect(scheduler.cancel(id)).rejects.toThrow(/Invalid timer id/);
    });
  });
}
