import type { ChatSession } from '../../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../../functions/src/platform/chat/session-commands.js';
import { log } from '../../../functions/src/platform/log.js';
import { isSimulatorSession } from './simulator-provider.js';
import { holdForSession } from './simulator-held.js';
import type { SimulatorDeps } from './simulator-session.js';

export type SimulatorCommand = Extract<SessionCommand, { type: `simulator.${string}` }>;

/**
 * Plays a `/simulator` command on the connection's session, which routing brought here (docs/decisions/014).
 * Like the chat network, the simulator never drops what a customer sends while the business's session is down
 * (no session here, or not connected yet): it holds it, and the session delivers it in order when it connects.
 * A scan with no simulator session to scan is dropped with a warning, as a QR no longer on show would be.
 */
export async function routeSimulatorCommand(
  deps: SimulatorDeps,
  session: ChatSession | undefined,
  command: SimulatorCommand,
): Promise<void> {
  const simulator = isSimulatorSession(session) ? session : undefined;
  if (command.type === 'simulator.scan') {
    if (!simulator) return drop(command, 'no simulator session runs for the connection');
    await simulator.scan(command.code);
    return;
  }
  if (!simulator?.isConnected) return holdForSession(deps, command);
  // What was held comes first, so a customer's newer message never overtakes an older one.
  await simulator.deliverHeld();
  await simulator.play(command);
}

function drop(command: SimulatorCommand, reason: string): void {
  log('warn', { where: 'simulator', type: command.type, connectionId: command.connectionId, error: reason });
}
