import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { Clock } from '../../functions/src/platform/clock.js';
import type { BatchHandler, HostInboxName, SendOptions } from '../../functions/src/platform/jobs/job-queue.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { log } from '../../functions/src/platform/log.js';
import { isConditionFailure, type Table } from '../../functions/src/platform/table.js';

export const hostInbox = (hostId: string): HostInboxName => `host:${hostId}`;

/** A host's liveness item outlives its last beat by a day, then the table's TTL sweeps it. */
const HOST_SWEEP_SECONDS = 24 * 60 * 60;

type HostItem = { pk: string; sk: string; hostId: string; aliveUntil: number };

/**
 * The session hosts' inboxes (docs/decisions/014). Each host consumes `host:<id>` on the table queue, where other
 * hosts forward the commands of the connections it drives. A host says it is alive with an item renewed by its
 * heartbeat for longer than its leases last, so no host forwards to a host already counted dead; a live host
 * drains the inbox of one whose liveness lapsed through its own routing, so no forwarded command is stranded.
 */
export class HostInboxes {
  private own: { stop(): Promise<void> } | undefined;
  private readonly draining = new Map<string, { stop(): Promise<void> }>();

  constructor(
    private readonly table: Table,
    private readonly queue: TableJobQueue,
    private readonly clock: Clock,
    private readonly hostId: string,
    /** How long a beat keeps this host alive: longer than a lease, so its leases lapse first. */
    private readonly livenessMs: number,
  ) {}

  /** Says this host is alive and starts consuming its inbox. */
  async open(handler: BatchHandler): Promise<void> {
    await this.beat();
    this.own = this.queue.consume(hostInbox(this.hostId), handler);
  }

  async beat(): Promise<void> {
    const aliveUntil = this.clock.now().getTime() + this.livenessMs;
    const expiresAt = Math.floor(aliveUntil / 1000) + HOST_SWEEP_SECONDS;
    await this.table.put({ ...keys.sessionHost(this.hostId), hostId: this.hostId, aliveUntil, expiresAt });
  }

  /** Hands a command to the host that drives its connection, in the command's own group. */
  forward(hostId: string, command: SessionCommand, options: SendOptions): Promise<void> {
    log('info', { where: 'sessions.route', connectionId: command.connectionId, type: command.type, to: hostId });
    return this.queue.send(hostInbox(hostId), command, options);
  }

  /**
   * Drains, through `handler` (this host's routing), the inbox of every host whose liveness lapsed; forgets a
   * dead host once its inbox is empty and it has been dead for a beat, so late forwards still find a drainer.
   */
  async adoptOrphans(handler: BatchHandler): Promise<void> {
    const now = this.clock.now().getTime();
    const { items } = await this.table.query<HostItem>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.sessionHostsPartition },
    });
    for (const host of items) {
      if (host.hostId === this.hostId) continue;
      const dead = host.aliveUntil < now;
      const pending = dead && (await this.queue.holdsJobs(hostInbox(host.hostId)));
      const drainer = this.draining.get(host.hostId);
      if (pending && !drainer) {
        log('warn', { where: 'sessions.inbox', adopting: host.hostId });
        this.draining.set(host.hostId, this.queue.consume(hostInbox(host.hostId), handler));
      } else if (!pending && drainer) {
        this.draining.delete(host.hostId);
        await drainer.stop();
      } else if (dead && !pending && host.aliveUntil < now - this.livenessMs) {
        await this.forget(host);
      }
    }
  }

  /** Stops consuming; the host is dead from now on, so another host drains what is left at its next beat. */
  async close(): Promise<void> {
    await Promise.all([this.own?.stop(), ...[...this.draining.values()].map((drainer) => drainer.stop())]);
    this.own = undefined;
    this.draining.clear();
    await this.table.update(keys.sessionHost(this.hostId), {
      UpdateExpression: 'SET aliveUntil = :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    });
  }

  private async forget(host: HostItem): Promise<void> {
    try {
      await this.table.delete(keys.sessionHost(host.hostId), {
        ConditionExpression: 'aliveUntil = :seen',
        ExpressionAttributeValues: { ':seen': host.aliveUntil },
      });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}
