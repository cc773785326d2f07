import type { SendFailure } from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';

/** Where a command goes (docs/decisions/014). */
export type Route =
  /** This host runs it: the session is here, or nobody drives the connection and the command takes it. */
  | { to: 'here' }
  /** Another live host drives the connection: the command goes to its inbox. */
  | { to: 'host'; hostId: string }
  /** A send whose connection nobody will drive: its message is marked failed. */
  | { to: 'failed'; reason: Extract<SendFailure, 'disconnected' | 'timeout'> };

/** What routing needs to know of the host and the table. */
export interface RoutingView {
  hostId: string;
  runsHere(companyId: string, connectionId: string): boolean;
  /** The host whose lease on the connection has not run out, if any. */
  holder(companyId: string, connectionId: string): Promise<string | undefined>;
  /** Whether the connection should run (it is in the `SESSIONS` index): false once logged out or deleted. */
  isActive(companyId: string, connectionId: string): Promise<boolean>;
  /** The host is stopping: a wait ends and the command goes back to its queue. */
  isStopping(): boolean;
}

export interface RoutingTimes {
  /** How long a send waits for some host to drive its connection. */
  driverWaitMs: number;
  pollMs: number;
}

export class HostStopping extends Error {
  constructor() {
    super('The session host is stopping: the command goes back to its queue');
  }
}

/**
 * Decides where a command runs. A connection another live host leases is that host's business, whatever the
 * command. A send for a connection nobody drives waits for a driver — a host that died leaves its sessions to be
 * adopted once its leases run out, a restarting host resumes its own at once — and fails its message when the
 * connection is no longer active (checked first, on every send) or the wait passes its limit. Every other command runs here: session control
 * takes the lease, the simulator holds what the customer sends until a session connects, the rest answer or
 * retry as they always did.
 */
export async function routeCommand(view: RoutingView, command: SessionCommand, times: RoutingTimes): Promise<Route> {
  const { companyId, connectionId } = command;
  const deadline = Date.now() + times.driverWaitMs;
  for (;;) {
    if (view.isStopping()) throw new HostStopping();
    // A logout asked for ends every send behind it at once, even one a session still running here could carry:
    // the API marks the connection inactive before its logout command (another queue group) reaches the host.
    if (command.type === 'send' && !(await view.isActive(companyId, connectionId))) {
      return { to: 'failed', reason: 'disconnected' };
    }
    if (view.runsHere(companyId, connectionId)) return { to: 'here' };
    const holder = await view.holder(companyId, connectionId);
    if (holder && holder !== view.hostId) return { to: 'host', hostId: holder };
    if (command.type !== 'send') return { to: 'here' };
    // No session here yet: a host (this one, resuming under its own lease, or one adopting) is expected to drive it.
    if (Date.now() >= deadline) return { to: 'failed', reason: 'timeout' };
    await new Promise((resolve) => setTimeout(resolve, Math.min(times.pollMs, deadline - Date.now())));
  }
}
