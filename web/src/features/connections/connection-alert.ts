import type { Connection } from '../../types/api';

/** Spec 1 §2: statuses that mean a connection needs someone's attention. */
const ALERT_STATUSES = new Set(['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING']);

/** Spec 1 §9: the alert is evaluated 2 s after the connection list changes. */
export const CONNECTION_ALERT_DELAY_MS = 2000;

export function connectionsNeedAttention(connections: readonly Pick<Connection, 'status'>[]): boolean {
  return connections.some((connection) => ALERT_STATUSES.has(connection.status));
}
