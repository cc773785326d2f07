import { commandGroup, OUTBOUND_QUEUE, type SessionCommand } from '../../platform/chat/session-commands.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { getConnectionRecord } from './repo.js';
import { markSessionActive, recordSessionState } from './session-state.js';

/**
 * What an admin asks of a connection's session (POST|PUT|DELETE /whatsappsession/{id}, and a new connection).
 * The API records the state it expects at once, so every screen shows it, and leaves the work to the session
 * host through the outbound queue.
 */
export const connectionNotFound = () => new AppError('ERR_NO_WAPP_FOUND', 404, 'Conexão não encontrada.');

export async function sendSessionCommand(deps: Pick<Deps, 'jobs'>, command: SessionCommand): Promise<void> {
  await deps.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command) });
}

/** Start the session, or try again: resumes stored auth state, else shows a QR (or a pairing code). */
export async function startSession(
  deps: Deps,
  companyId: string,
  connectionId: string,
  pairingPhone?: string,
): Promise<void> {
  await openSession(deps, companyId, connectionId);
  await sendSessionCommand(deps, {
    type: 'session.start',
    companyId,
    connectionId,
    ...(pairingPhone ? { pairingPhone } : {}),
  });
}

/** Forget the login and start again, which shows a new QR. */
export async function requestNewQr(deps: Deps, companyId: string, connectionId: string): Promise<void> {
  await openSession(deps, companyId, connectionId);
  await sendSessionCommand(deps, { type: 'session.newQr', companyId, connectionId });
}

/** Log out: the session stops and is not resumed when a host restarts. */
export async function disconnectSession(deps: Deps, companyId: string, connectionId: string): Promise<void> {
  await assertConnection(deps, companyId, connectionId);
  await markSessionActive(deps, companyId, connectionId, false);
  await recordSessionState(deps, companyId, connectionId, { status: 'DISCONNECTED', qrcode: '', pairingCode: '' });
  await sendSessionCommand(deps, { type: 'session.logout', companyId, connectionId });
}

async function openSession(deps: Deps, companyId: string, connectionId: string): Promise<void> {
  await assertConnection(deps, companyId, connectionId);
  await markSessionActive(deps, companyId, connectionId, true);
  await recordSessionState(deps, companyId, connectionId, { status: 'OPENING', qrcode: '', pairingCode: '' });
}

async function assertConnection(deps: Deps, companyId: string, connectionId: string): Promise<void> {
  if (!(await getConnectionRecord(deps.table, companyId, connectionId))) throw connectionNotFound();
}
