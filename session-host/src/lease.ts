import type { Clock } from '../../functions/src/platform/clock.js';
import { keys } from '../../functions/src/platform/keys.js';
import { isConditionFailure, type Table } from '../../functions/src/platform/table.js';

export const DEFAULT_LEASE_TTL_MS = 30_000;
const LEASE_SWEEP_SECONDS = 24 * 60 * 60;

/**
 * Which session host drives a connection: one item per connection (`keys.connectionLease`) holding the owner
 * and the time its claim runs out. A host that stops renewing (crashed, partitioned) loses the connection to
 * the next host that asks once `leaseUntil` has passed, so two hosts never drive one number for long.
 */
export class Leases {
  constructor(
    private readonly table: Table,
    private readonly clock: Clock,
    private readonly hostId: string,
    private readonly ttlMs: number = DEFAULT_LEASE_TTL_MS,
  ) {}

  /** Takes the lease when nobody holds it, its holder let it run out, or this host already holds it. */
  async acquire(companyId: string, connectionId: string): Promise<boolean> {
    const now = this.clock.now().getTime();
    return this.conditionalPut(
      companyId,
      connectionId,
      'attribute_not_exists(pk) OR leaseUntil < :now OR #owner = :me',
      {
        ':now': now,
        ':me': this.hostId,
      },
    );
  }

  /** Extends a lease this host holds; false when another host has taken it meanwhile. */
  async renew(companyId: string, connectionId: string): Promise<boolean> {
    return this.conditionalPut(companyId, connectionId, '#owner = :me', { ':me': this.hostId });
  }

  /**
   * Gives the lease up so another host can take it at once. The item stays, expired, so a live host's
   * heartbeat can tell a connection someone let go of (adopt it) from one nobody has driven yet (a start
   * command is on its way; adopting it too would restart the session under that command and change its QR).
   */
  async release(companyId: string, connectionId: string): Promise<void> {
    try {
      await this.table.update(keys.connectionLease(companyId, connectionId), {
        UpdateExpression: 'SET leaseUntil = :zero',
        ConditionExpression: '#owner = :me',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':me': this.hostId, ':zero': 0 },
      });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * Whether this host may resume the connection now: the lease is its own (it restarted under the same id, so
   * nobody else can drive the number), its holder gave it up or let it run out, or the item is gone — swept by
   * the TTL after an outage longer than a day — and the connection was CONNECTED when its host went away. A
   * connection nobody has driven yet has no lease and is not CONNECTED: a start command is on its way.
   */
  async resumable(companyId: string, connectionId: string, status: string | undefined): Promise<boolean> {
    const item = await this.table.get<{ pk: string; sk: string; owner: string; leaseUntil: number }>(
      keys.connectionLease(companyId, connectionId),
    );
    if (!item) return status === 'CONNECTED';
    return item.owner === this.hostId || item.leaseUntil < this.clock.now().getTime();
  }

  /** The current holder, when the lease has not run out (tests and diagnostics). */
  async holder(companyId: string, connectionId: string): Promise<string | undefined> {
    const item = await this.table.get<{ pk: string; sk: string; owner: string; leaseUntil: number }>(
      keys.connectionLease(companyId, connectionId),
    );
    return item && item.leaseUntil >= this.clock.now().getTime() ? item.owner : undefined;
  }

  private async conditionalPut(
    companyId: string,
    connectionId: string,
    condition: string,
    values: Record<string, unknown>,
  ): Promise<boolean> {
    const leaseUntil = this.clock.now().getTime() + this.ttlMs;
    try {
      await this.table.put(
        {
          ...keys.connectionLease(companyId, connectionId),
          owner: this.hostId,
          leaseUntil,
          companyId,
          connectionId,
          // A lease abandoned by a host that never came back is swept by the table's TTL.
          expiresAt: Math.floor(leaseUntil / 1000) + LEASE_SWEEP_SECONDS,
        },
        {
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: values,
        },
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
