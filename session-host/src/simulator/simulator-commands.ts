import type { ChatSession } from '../../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../../functions/src/platform/chat/session-commands.js';
import { log } from '../../../functions/src/platform/log.js';
import { isSimulatorSession } from './simulator-provider.js';

export type SimulatorCommand = Extract<SessionCommand, { type: `simulator.${string}` }>;

/**
 * Plays a `/simulator` command on the connection's running session. The API checked the connection before
 * queueing it, so a command that finds no simulator session here (stopped since, provider changed) is dropped
 * with a warning rather than retried into the dead-letter list.
 */
export async function routeSimulatorCommand(
  session: ChatSession | undefined,
  command: SimulatorCommand,
): Promise<void> {
  if (!isSimulatorSession(session)) return drop(command, 'no simulator session runs for the connection');
  if (command.type === 'simulator.scan') {
    await session.scan(command.code);
    return;
  }
  if (!session.isConnected) return drop(command, 'the simulator session is not connected');
  switch (command.type) {
    case 'simulator.customerMessage':
      return session.customerMessage(command.message);
    case 'simulator.read':
      return session.read(command.number);
    case 'simulator.edit':
      return session.edit(command.number, command.messageId, command.body);
    case 'simulator.delete':
      return session.delete(command.number, command.messageId);
    case 'simulator.call':
      return session.call(command.number, command.callId, command.name);
  }
}

function drop(command: SimulatorCommand, reason: string): void {
  log('warn', { where: 'simulator', type: command.type, connectionId: command.connectionId, error: reason });
}
