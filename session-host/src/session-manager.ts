import { listActiveSessions } from '../../functions/src/domain/connections/session-state.js';
import type { ChatSession, ProviderFactory } from '../../functions/src/platform/chat/chat-provider.js';
import { commandGroup, type SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import type { BatchHandler } from '../../functions/src/platform/jobs/job-queue.js';
import { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { log } from '../../functions/src/platform/log.js';
import { routeCommand, type RoutingTimes, type RoutingView } from './command-routing.js';
import { sendWaitLimitMs } from './connection-waiter.js';
import { HostInboxes } from './host-inbox.js';
import { KeyedLock } from './keyed-lock.js';
import { DEFAULT_LEASE_TTL_MS, Leases } from './lease.js';
import { createOutboundConsumer, type CommandJob } from './outbound-consumer.js';
import { LeaseHeldElsewhere, NotConnected, RunningSessions, sessionKey } from './running-sessions.js';
import { reportSendFailed } from './send-failures.js';
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
  /** The table queue that carries the hosts' inboxes; `deps.jobs` when that is one (`npm start`, tests). */
  inboxQueue?: TableJobQueue;
  /** Pause between two sessions started by a resume, so a restart does not open every socket at once. */
  resumeStaggerMs?: number;
  /** How long a send waits for some host to drive its connection (SEND_WAIT_LIMIT_SECONDS by default). */
  driverWaitMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 10_000;
const DEFAULT_RESUME_STAGGER_MS = 250;
const ROUTE_POLL_MS = 500;
/** A command that lost its session mid-wait is routed again, a few times at most. */
const MAX_REROUTES = 3;

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
  private readonly inboxes: HostInboxes;
  private readonly routing: RoutingView;
  private readonly routingTimes: RoutingTimes;
  private readonly resumeStaggerMs: number;
  private readonly commands: BatchHandler;
  /** Aborted when the host stops: commands waiting in its inbox consumer go back to their queue. */
  private readonly stopping = new AbortController();
  private heartbeat: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;
  private resuming: Promise<void> | undefined;
  private stopped = false;

  constructor(options: SessionManagerOptions) {
    const { deps, hostId } = options;
    this.deps = deps;
    this.factories = new Map(options.providers.map((factory) => [factory.name, factory]));
    const ttl = options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS;
    this.leases = new Leases(deps.table, deps.clock, hostId, ttl);
    this.sessions = new RunningSessions(this.deps, this.factories, this.leases, options.pacer ?? new SendPacer());
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.resumeStaggerMs = options.resumeStaggerMs ?? DEFAULT_RESUME_STAGGER_MS;
    const inboxQueue =
      options.inboxQueue ?? (deps.jobs instanceof TableJobQueue ? deps.jobs : new TableJobQueue(deps.table));
    // Alive for a beat longer than a lease: a host is counted dead only once no lease of its can be live.
    this.inboxes = new HostInboxes(deps.table, inboxQueue, deps.clock, hostId, ttl + this.heartbeatMs);
    this.routing = {
      hostId,
      runsHere: (companyId, connectionId) => this.sessions.get(companyId, connectionId) !== undefined,
      holder: (companyId, connectionId) => this.leases.holder(companyId, connectionId),
      isActive: async (companyId, connectionId) => (await connectionState(deps, companyId, connectionId)).active,
      isStopping: () => this.stopped,
    };
    this.commands = createOutboundConsumer(this, { deps, stopping: this.stopping.signal });
    this.routingTimes = { driverWaitMs: options.driverWaitMs ?? sendWaitLimitMs(), pollMs: ROUTE_POLL_MS };
  }

  /**
   * Opens this host's inbox, resumes every active connection it may drive (staggered), and keeps its leases and
   * its liveness up; the heartbeat runs while the resume does, so a long resume never lets a lease lapse.
   */
  async start(): Promise<void> {
    await this.inboxes.open(this.commands);
    this.heartbeat = setInterval(() => {
      this.beating ??= this.beat().finally(() => (this.beating = undefined));
    }, this.heartbeatMs);
    this.heartbeat.unref();
    await this.resumeInBackground();
  }

  /**
   * Runs a command where its session is (docs/decisions/014): here, or forwarded to the inbox of the host that
   * leases the connection, in the same group and with a dedupe id derived from the job, so a redelivered job is
   * forwarded once. A send nobody will drive marks its message failed.
   */
  async handle(command: SessionCommand, job?: CommandJob): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const route = await routeCommand(this.routing, command, this.routingTimes);
      if (route.to === 'host') {
        const dedupe = job ? { dedupeId: `fwd#${job.messageId}` } : {};
        return this.inboxes.forward(route.hostId, command, { groupId: commandGroup(command), ...dedupe });
      }
      if (route.to === 'failed' && command.type === 'send') return reportSendFailed(this.deps, command, route.reason);
      try {
        return await this.run(command);
      } catch (error) {
        // A send whose session left this host while it waited (another host took the lease): route it again.
        const left =
          command.type === 'send' &&
          error instanceof NotConnected &&
          !this.routing.runsHere(command.companyId, command.connectionId);
        if (!left || attempt >= MAX_REROUTES) throw error;
      }
    }
  }

  /** Commands still waiting for a driver go back to their queue, and no new one runs: the host is stopping. */
  refuseCommands(): void {
    this.stopped = true;
    this.stopping.abort();
  }

  private run(command: SessionCommand): Promise<void> {
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
        // Under the lock, so a customer message held while the session is down cannot slip past its start.
        return locked(() => routeSimulatorCommand(this.deps, this.session(companyId, connectionId), command));
    }
  }

  /** Stops every session without logging out and gives the leases up, so another host can resume at once. */
  async stop(): Promise<void> {
    this.refuseCommands();
    clearInterval(this.heartbeat);
    await this.beating;
    await this.resuming;
    await Promise.all(
      this.sessions.all().map(({ companyId, connectionId }) =>
        this.locks.run(sessionKey(companyId, connectionId), async () => {
          const events = await this.sessions.halt(companyId, connectionId);
          await events?.drained();
          await this.leases.release(companyId, connectionId);
        }),
      ),
    );
    await this.inboxes.close();
  }

  session(companyId: string, connectionId: string): ChatSession | undefined {
    return this.sessions.get(companyId, connectionId)?.session;
  }

  /**
   * Renews this host's leases and liveness, drains the inboxes of hosts that died, and resumes active connections
   * nobody drives: a host that died lets its leases run out, and the next beat of a live host adopts its sessions.
   */
  private async beat(): Promise<void> {
    await this.renewLeases();
    await this.inboxes.beat().catch((error: unknown) => log('warn', { where: 'sessions.inbox', error: String(error) }));
    await this.inboxes
      .adoptOrphans(this.commands)
      .catch((error: unknown) => log('warn', { where: 'sessions.inbox', error: String(error) }));
    void this.resumeInBackground();
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

  private resumeInBackground(): Promise<void> {
    this.resuming ??= this.resumeActive().finally(() => (this.resuming = undefined));
    return this.resuming;
  }

  /**
   * Starts the active connections of the providers this host serves that it may drive and that do not run here,
   * one every `resumeStaggerMs` (hundreds of sockets opening at once look like an attack to the chat network and
   * starve the host). Each start is awaited only at the end, so one that hangs or fails holds up no other tenant.
   */
  private async resumeActive(): Promise<void> {
    const active = await listActiveSessions(this.deps).catch((error: unknown) => {
      log('error', { where: 'sessions.resume', error: String(error) });
      return [];
    });
    const idle = active.filter(
      (a) => this.factories.has(a.provider) && !this.sessions.get(a.companyId, a.connectionId),
    );
    const started: Promise<void>[] = [];
    for (const { companyId, connectionId } of idle) {
      if (this.stopped) break;
      if (!(await this.mayResume(companyId, connectionId).catch(() => false))) continue;
      if (started.length > 0) await new Promise((resolve) => setTimeout(resolve, this.resumeStaggerMs));
      started.push(this.resume(companyId, connectionId));
    }
    await Promise.all(started);
  }

  private async resume(companyId: string, connectionId: string): Promise<void> {
    await this.locks
      .run(sessionKey(companyId, connectionId), async () => {
        // Checked again under the lock: a logout may have come first, or the host may be stopping.
        if (this.stopped || this.sessions.get(companyId, connectionId)) return;
        if (!(await this.mayResume(companyId, connectionId))) return;
        await this.sessions.open(companyId, connectionId, { resume: true });
      })
      .catch((error: unknown) => {
        // A lease held by a live host is the normal case with several hosts, not an error.
        if (error instanceof LeaseHeldElsewhere) return;
        log('error', { where: 'sessions.resume', connectionId, error: String(error) });
      });
  }

  /**
   * An active connection this host may drive: its own lease, one let go, or none left after a long outage when
   * the connection was CONNECTED; one never driven yet has a start command coming (see Leases.release).
   */
  private async mayResume(companyId: string, connectionId: string): Promise<boolean> {
    const connection = await connectionState(this.deps, companyId, connectionId);
    return connection.active && (await this.leases.resumable(companyId, connectionId, connection.status));
  }
}

/** Whether the connection is in the `SESSIONS` index that markSessionActive maintains, and its stored status. */
async function connectionState(deps: Pick<Deps, 'table'>, companyId: string, connectionId: string) {
  const item = await deps.table.get<{ pk: string; sk: string; gsi2pk?: string; status?: string }>(
    keys.connection(companyId, connectionId),
  );
  return { active: item?.gsi2pk === keys.activeSessionsIndex, status: item?.status };
}
