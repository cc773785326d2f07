import type { Connection } from '../../types/api';

type ChangedConnection = Partial<Connection> & { id?: string };

/** `company-<id>-whatsapp`: a connection saved or deleted. */
export interface ConnectionEvent {
  action?: string;
  whatsapp?: ChangedConnection;
  whatsappId?: string;
}

/** `company-<id>-whatsappSession`: a session's status or QR changed. */
export interface SessionEvent {
  action?: string;
  session?: ChangedConnection;
}

/**
 * The cached list after a realtime event: an update replaces the connection's fields (a new one is appended),
 * a delete removes it. The event may carry fewer fields than the list (no queues), so fields are merged; an
 * event that changes nothing returns the same list, so nothing re-renders.
 */
export function applyConnectionEvent(
  list: Connection[] | undefined,
  event: ConnectionEvent | SessionEvent | undefined,
): Connection[] | undefined {
  if (!list || !event) return list;
  if (event.action === 'delete' && 'whatsappId' in event && event.whatsappId !== undefined) {
    const id = String(event.whatsappId);
    return list.some((connection) => connection.id === id) ? list.filter((connection) => connection.id !== id) : list;
  }
  const changed = 'session' in event ? event.session : 'whatsapp' in event ? event.whatsapp : undefined;
  if (event.action !== 'update' || !changed?.id) return list;
  const id = String(changed.id);
  if (!list.some((connection) => connection.id === id)) {
    return isWholeRecord(changed)
      ? [...list, { ...changed, queueIds: changed.queueIds ?? [], queues: changed.queues ?? [] }]
      : list;
  }
  return list.map((connection) => (connection.id === id ? { ...connection, ...changed, id } : connection));
}

/** A connection not yet in the list is added only when the event carries a whole record. */
function isWholeRecord(connection: ChangedConnection): connection is Connection {
  return typeof connection.name === 'string' && typeof connection.status === 'string';
}

export const companyChannel = (companyId: string, name: 'whatsapp' | 'whatsappSession') =>
  `company-${companyId}-${name}`;

/**
 * Spec 1 §4: the QR modal closes when a session update for its connection arrives with an empty qrcode —
 * unless the session is pairing by code, whose code the modal is showing instead, or the admin just asked
 * for a code and the session is restarting (OPENING) to fetch it.
 */
export function closesQrModal(
  connectionId: string,
  event: SessionEvent | undefined,
  options: { awaitingPairingCode?: boolean } = {},
): boolean {
  const session = event?.session;
  if (event?.action !== 'update' || !session || String(session.id) !== connectionId) return false;
  if (session.qrcode) return false;
  if (options.awaitingPairingCode && session.status === 'OPENING') return false;
  return !(session.status === 'PAIRING' && session.pairingCode);
}
