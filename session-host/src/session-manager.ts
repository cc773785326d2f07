import { listActiveSessions } from '../../functions/src/domain/connections/session-state.js';
import type { ChatSession, ProviderFactory } from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { keys } from '../../functions/src/platform/keys.js';
import { log } from '../../functions/src/platform/log.js';
import { KeyedLock } from './keyed-lock.js';
import { DEFAULT_LEASE_TTL_MS, Leases } from './lease.js';
import { LeaseHeldElsewhere, RunningSessions, sessionKey } from './running-sessions.js';
import { SendPacer } from './send-pacer.js';
import { routeSimulatorCommand } from './simulator/simulator-commands.js';

export { LeaseHeldElsewhere, NotConnected } from './running-sessions.js';

export interface SessionManagerOptions {
  deps: Deps;
  providers: ProviderFactory[];
  /**
   * Names this host in leases. A host that restarts under the same id takes its leases back at once; under a
   * new id it waits for them to run out (leaseTtlMs).
   */
  hostId: string;
  leaseTtlMs?: number;
  heartbeatMs?: number;
  pacer?: SendPacer;
}

const DEFAULT_HEARTBEAT_MS = 10_000;

/**
 * Owns one ChatSession per connection (docs/decisions/008): starts them from commands or from the connections
 * marked active; holds a lease on each so two hosts never drive one number; their events become connection
 * state and inbound jobs (SessionEvents); sends go through a per-connection pacer. The operations of one
 * connection never interleave (a lock per connection); those of different connections run side by side.
 */
export class SessionManager {
  private readonly deps: Deps;
  private readonly factories: Map<string, ProviderFactory>;
  private readonly leases: Leases;
  private readonly sessions: RunningSessions;
  private readonly heartbeatMs: number;
  private readonly locks = new KeyedLock();
  private heartbeat: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;
  private stopped = false;

  constructor(options: SessionManagerOptions) {
    this.deps = options.deps;
    this.factories = new Map(options.providers.map((factory) => [factory.name, factory]));
    const ttl = options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS;
    this.leases = new Leases(options.deps.table, options.deps.clock, options.hostId, ttl);
    this.sessions = new RunningSessions(this.deps, this.factories, this.leases, options.pacer ?? new SendPacer());
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

  /** Resumes every active connection whose lease this host gets, then keeps the leases alive. */
  async start(): Promise<void> {
    await this.resumeActive();
    this.heartbeat = setInterval(() => {
      this.beating ??= this.beat().finally(() => (this.beating = undefined));
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  async handle(command: SessionCommand): Promise<void> {
    const { companyId, connectionId } = command;
    const locked = (task: () => Promise<void>) => this.locks.run(sessionKey(companyId, connectionId), task);
    switch (command.type) {
      case 'session.start':
        return locked(() => this.sessions.open(companyId, connectionId, { pairingPhone: command.pairingPhone }));
      case 'session.newQr':
        return locked(() => this.sessions.newQr(companyId, connectionId));
      case 'session.logout':
        return locked(() => this.sessions.logout(companyId, connectionId, { remove: false }));
      case 'session.remove':
        return locked(() => this.sessions.logout(companyId, connectionId, { remove: true }));
      case 'send':
        return this.sessions.send(command);
      case 'checkNumber':
        return this.sessions.checkNumber(command);
      case 'rejectCall':
        return this.sessions.rejectCall(command);
      case 'media.fetch':
        return this.sessions.fetchMedia(command);
      default:
        return routeSimulatorCommand(this.session(companyId, connectionId), command);
    }
  }

  /** Stops every session without logging out and gives the leases up, so another host can resume at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    await this.beating;
    await Promise.all(
      this.sessions.all().map(({ companyId, connectionId }) =>
        this.locks.run(sessionKey(companyId, connectionId), async () => {
          const events = await this.sessions.halt(companyId, connectionId);
          await events?.drained();
          await this.leases.release(companyId, connectionId);
        }),
      ),
    );
  }

  session(companyId: string, connectionId: string): ChatSession | undefined {
    return this.sessions.get(companyId, connectionId)?.session;
  }

  /**
   * Renews this host's leases, then resumes active connections nobody drives: a host that died (crash, lost
   * task) lets its leases run out, and the next beat of a live host adopts its sessions.
   */
  private async beat(): Promise<void> {
    await this.renewLeases();
    await this.resumeActive();
  }

  /** A session whose lease another host took is stopped here, without logging out: that host drives it now. */
  private async renewLeases(): Promise<void> {
    for (const { companyId, connectionId } of this.sessions.all()) {
      const renewed = await this.leases.renew(companyId, connectionId).catch((error: unknown) => {
        log('warn', { where: 'sessions.lease', connectionId, error: String(error) });
        return true; // A failed write is not a lost lease: try again at the next beat.
      });
      if (renewed) continue;
      log('warn', { where: 'sessions.lease', connectionId, error: 'lease taken by another host' });
      await this.locks.run(sessionKey(companyId, connectionId), () => this.sessions.halt(companyId, connectionId));
    }
  }

  /** Starts the active connections of the providers this host serves that do not run here, lease permitting. */
  private async resumeActive(): Promise<void> {
    const active = await listActiveSessions(this.deps).catch((error: unknown) => {
      log('error', { where: 'sessions.resume', error: String(error) });
      return [];
    });
    const idle = active.filter(
      (a) => this.factories.has(a.provider) && !this.sessions.get(a.companyId, a.connectionId),
    );
    await Promise.all(idle.map(({ companyId, connectionId }) => this.resume(companyId, connectionId)));
  }

  private async resume(companyId: string, connectionId: string): Promise<void> {
    await this.locks
      .run(sessionKey(companyId, connectionId), async () => {
        // Checked again under the lock: a logout may have come first, or the host may be stopping. Only a
        // connection another host let go of is adopted; one never driven yet has a start command coming.
        if (this.stopped || this.sessions.get(companyId, connectionId)) return;
        if (!(await this.leases.abandoned(companyId, connectionId))) return;
        if (!(await isSessionActive(this.deps, companyId, connectionId))) return;
        await this.sessions.open(companyId, connectionId, { resume: true });
      })
      .catch((error: unknown) => {
        // A lease held by a live host is the normal case with several hosts, not an error.
        if (error instanceof LeaseHeldElsewhere) return;
        log('error', { where: 'sessions.resume', connectionId, error: String(error) });
      });
  }
}

/** Whether the connection is still in the `SESSIONS` index that markSessionActive maintains. */
async function isSessionActive(deps: Pick<Deps, 'table'>, companyId: string, connectionId: string) {
  const item = await deps.table.get<{ pk: string; sk: string; gsi2pk?: string }>(
    keys.connection(companyId, connectionId),
  );
  return item?.gsi2pk === keys.activeSessionsIndex;
}
