import { getConnection } from '../../functions/src/domain/connections/service.js';
import { markSessionActive, recordSessionState } from '../../functions/src/domain/connections/session-state.js';
import { deleteSimulatorPartition } from '../../functions/src/domain/simulator/repo.js';
import type { ChatSession, ProviderFactory } from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { keys } from '../../functions/src/platform/keys.js';
import { log } from '../../functions/src/platform/log.js';
import {
  beginCampaignSend,
  campaignMessageId,
  forgetCampaignSend,
  isCampaignSend,
  recordCampaignSent,
} from './campaign-sends.js';
import { ConnectionWaiter } from './connection-waiter.js';
import type { Leases } from './lease.js';
import { reportSendFailed } from './send-failures.js';
import type { SendPacer } from './send-pacer.js';
import { SessionEvents } from './session-events.js';

export interface Running {
  companyId: string;
  connectionId: string;
  factory: ProviderFactory;
  session: ChatSession;
  events: SessionEvents;
}

/** Another live host drives the connection: the command fails so the queue redelivers it (maybe to that host). */
export class LeaseHeldElsewhere extends Error {
  constructor(connectionId: string) {
    super(`Connection ${connectionId} is driven by another session host`);
  }
}

/** A send for a connection with no session on this host fails, so the queue retries (or reroutes) it. */
export class NotConnected extends Error {
  constructor(connectionId: string) {
    super(`Connection ${connectionId} is not connected on this host`);
  }
}

/** A number check's answer is read within seconds; the item then expires. */
const NUMBER_CHECK_TTL_SECONDS = 300;

export const sessionKey = (companyId: string, connectionId: string) => `${companyId}#${connectionId}`;

/**
 * The sessions this host runs and what can happen to one: open (under a lease), new QR, logout/remove, halt,
 * send. Callers serialise the operations of one connection (SessionManager's lock); this class does not.
 */
export class RunningSessions {
  private readonly running = new Map<string, Running>();
  /** The last events pipe of each connection, so a restarted session's events queue behind the old ones. */
  private readonly lastEvents = new Map<string, SessionEvents>();

  constructor(
    private readonly deps: Deps,
    private readonly factories: Map<string, ProviderFactory>,
    private readonly leases: Leases,
    private readonly pacer: SendPacer,
    private readonly waiter = new ConnectionWaiter(),
  ) {}

  get(companyId: string, connectionId: string): Running | undefined {
    return this.running.get(sessionKey(companyId, connectionId));
  }

  all(): Running[] {
    return [...this.running.values()];
  }

  /** Starts the connection's session with its provider, restarting one that runs; resumes stored auth state. */
  async open(companyId: string, connectionId: string, options: { pairingPhone?: string; resume?: boolean }) {
    const connection = await getConnection(this.deps, companyId, connectionId);
    if (!connection) return log('warn', { where: 'sessions.open', connectionId, error: 'no such connection' });
    const factory = this.factories.get(connection.provider);
    if (!factory) {
      log('error', { where: 'sessions.open', connectionId, error: `no provider ${connection.provider} here` });
      // On resume another host may serve that provider; an explicit start must not stay OPENING forever.
      if (options.resume) return;
      await recordSessionState(this.deps, companyId, connectionId, { status: 'DISCONNECTED', qrcode: '' });
      return;
    }
    await this.claim(companyId, connectionId);
    await this.halt(companyId, connectionId);
    await markSessionActive(this.deps, companyId, connectionId, true);
    const key = sessionKey(companyId, connectionId);
    const events = new SessionEvents(this.deps, companyId, connectionId, this.lastEvents.get(key)?.drained());
    this.lastEvents.set(key, events);
    const session = factory.create({
      companyId,
      connectionId,
      emit: (event) => events.push(event),
      flushed: () => events.drained(),
    });
    this.running.set(key, { companyId, connectionId, factory, session, events });
    try {
      await session.start(options.pairingPhone ? { pairingPhone: options.pairingPhone } : undefined);
    } catch (error) {
      await this.halt(companyId, connectionId);
      await this.leases.release(companyId, connectionId);
      throw error;
    }
  }

  /**
   * Forgets every login the connection has, with each provider (after a provider change the old one's is
   * stale too), and starts again, which shows a new QR.
   */
  async newQr(companyId: string, connectionId: string): Promise<void> {
    if (await getConnection(this.deps, companyId, connectionId)) {
      await this.claim(companyId, connectionId);
      await this.halt(companyId, connectionId);
      await Promise.all([...this.factories.values()].map((factory) => factory.wipeAuthState(companyId, connectionId)));
    }
    await this.open(companyId, connectionId, {});
  }

  /** Logs out (with `remove`, also forgets everything the connection had); status DISCONNECTED. */
  async logout(companyId: string, connectionId: string, options: { remove: boolean }): Promise<void> {
    await this.claim(companyId, connectionId);
    const key = sessionKey(companyId, connectionId);
    const running = this.running.get(key);
    if (running) {
      this.forget(running);
      await running.session.logout();
    }
    // A removed connection is gone, so its provider is unknown: every provider forgets it.
    const connection = await getConnection(this.deps, companyId, connectionId);
    const wipe = options.remove
      ? [...this.factories.values()]
      : [connection && this.factories.get(connection.provider)];
    for (const factory of wipe) {
      if (factory && factory !== running?.factory) await factory.wipeAuthState(companyId, connectionId);
    }
    if (options.remove) await deleteSimulatorPartition(this.deps.table, companyId, connectionId);
    await markSessionActive(this.deps, companyId, connectionId, false);
    // The old session's last state must land before DISCONNECTED, not after it.
    await this.lastEvents.get(key)?.drained();
    this.lastEvents.delete(key);
    const patch = { status: 'DISCONNECTED', qrcode: '', pairingCode: '' } as const;
    await recordSessionState(this.deps, companyId, connectionId, patch);
    await this.leases.release(companyId, connectionId);
  }

  /**
   * Stops a running session without logging out; answers its events pipe (to drain, if the caller must). The
   * pipe closes only once the session stopped: what it had in hand when told to stop (messages the chat app
   * will not send again) is reported first.
   */
  async halt(companyId: string, connectionId: string): Promise<SessionEvents | undefined> {
    const running = this.get(companyId, connectionId);
    if (!running) return undefined;
    this.release(running);
    await running.session.stop().catch((error: unknown) => {
      log('warn', { where: 'sessions.stop', connectionId, error: String(error) });
    });
    running.events.close();
    return running.events;
  }

  /**
   * Sends through the connection's pacer, then reports the provider's id as a `sent` event in the chat's inbound
   * group: the inbound consumer ties it to the stored message (`localId`) before any ack of it arrives.
   */
  async send(command: Extract<SessionCommand, { type: 'send' }>): Promise<void> {
    // Waits while the connection is expected back here; a lost login or the wait limit marks the message failed.
    const waited = await this.waiter.wait(command.connectionId, () =>
      this.get(command.companyId, command.connectionId),
    );
    if (waited.kind === 'failed') return reportSendFailed(this.deps, command, waited.reason);
    if (waited.kind === 'absent') throw new NotConnected(command.connectionId);
    const running = waited.running;
    await this.pacer.take(command.connectionId);
    const sent = isCampaignSend(command)
      ? await this.sendCampaignPart(running, command)
      : await running.session.send(command.chatId, command.content);
    if (!sent) return;
    running.events.push({
      type: 'sent',
      id: sent.id,
      localId: command.localId,
      chatId: command.chatId,
      timestamp: sent.timestamp,
    });
  }

  /**
   * A campaign part, once across hosts and redeliveries (docs/decisions/048); undefined: nothing to report. A send
   * whose host died mid-way goes again only on a provider that honours the part's own message id (the simulator);
   * elsewhere it is reported failed rather than risk a second copy.
   */
  private async sendCampaignPart(
    running: { session: ChatSession },
    command: Extract<SessionCommand, { type: 'send' }>,
  ) {
    const mark = await beginCampaignSend(this.deps, command);
    if (mark.kind === 'sent') return { id: mark.providerId, timestamp: mark.timestamp };
    const idempotent = running.session.idempotentSends === true;
    if (mark.kind === 'unknown' && !idempotent) {
      await reportSendFailed(this.deps, command, 'deadLetter');
      return undefined;
    }
    const options = idempotent ? { id: campaignMessageId(command) } : {};
    const sent = await running.session.send(command.chatId, command.content, options).catch(async (error: unknown) => {
      await forgetCampaignSend(this.deps, command);
      throw error;
    });
    await recordCampaignSent(this.deps, command, sent);
    return sent;
  }

  /**
   * Answers a number check where the API polls for it. A connection not connected here answers
   * ERR_WAPP_NOT_INITIALIZED at once rather than leaving the caller to time out.
   */
  async checkNumber(command: Extract<SessionCommand, { type: 'checkNumber' }>): Promise<void> {
    const running = this.get(command.companyId, command.connectionId);
    const answer =
      running && running.events.status === 'CONNECTED'
        ? await running.session.checkNumber(command.number).catch((error: unknown) => {
            log('warn', { where: 'sessions.checkNumber', connectionId: command.connectionId, error: String(error) });
            return { error: 'ERR_WAPP_CHECK_CONTACT' as const };
          })
        : { error: 'ERR_WAPP_NOT_INITIALIZED' as const };
    const expiresAt = Math.floor(this.deps.clock.now().getTime() / 1000) + NUMBER_CHECK_TTL_SECONDS;
    await this.deps.table.put({ ...keys.numberCheck(command.companyId, command.requestId), ...answer, expiresAt });
  }

  /**
   * Refuses a ringing call. A call rings for seconds: one that cannot be refused now (not connected here, or
   * the provider failed) is logged and left, as a retry after a reconnect would come long after it ended.
   */
  async rejectCall(command: Extract<SessionCommand, { type: 'rejectCall' }>): Promise<void> {
    const running = this.get(command.companyId, command.connectionId);
    const where = 'sessions.rejectCall';
    if (!running || running.events.status !== 'CONNECTED') {
      return log('warn', { where, connectionId: command.connectionId, error: 'not connected on this host' });
    }
    await running.session.rejectCall(command.callId, command.chatId).catch((error: unknown) => {
      log('warn', { where, connectionId: command.connectionId, error: String(error) });
    });
  }

  /**
   * The download step of an inbound message (docs/decisions/016). A session that is not here or not connected
   * fails the command, so the queue retries it once the session runs again.
   */
  async fetchMedia(command: Extract<SessionCommand, { type: 'media.fetch' }>): Promise<void> {
    const running = this.get(command.companyId, command.connectionId);
    if (!running?.session.fetchMedia) throw new NotConnected(command.connectionId);
    await running.session.fetchMedia(command.chatId, command.id, command.ref);
  }

  private async claim(companyId: string, connectionId: string): Promise<void> {
    if (!(await this.leases.acquire(companyId, connectionId))) throw new LeaseHeldElsewhere(connectionId);
  }

  /** Its events are ignored from now on: a stopped session must not overwrite what comes after it. */
  private forget(running: Running): void {
    this.release(running);
    running.events.close();
  }

  /** No command reaches the session from now on. */
  private release(running: Running): void {
    this.running.delete(sessionKey(running.companyId, running.connectionId));
    this.pacer.forget(running.connectionId);
  }
}
