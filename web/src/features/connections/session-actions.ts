import type { ConnectionStatus } from '../../types/api';

/** What the session column offers for a connection (spec 1 §2). */
export type SessionAction = 'showQr' | 'tryAgain' | 'newQr' | 'disconnect' | 'connecting';

const ACTIONS_BY_STATUS: Record<ConnectionStatus, readonly SessionAction[]> = {
  qrcode: ['showQr'],
  DISCONNECTED: ['tryAgain', 'newQr'],
  CONNECTED: ['disconnect'],
  PAIRING: ['disconnect'],
  TIMEOUT: ['disconnect'],
  OPENING: ['connecting'],
};

export function sessionActionsFor(status: ConnectionStatus): readonly SessionAction[] {
  return ACTIONS_BY_STATUS[status] ?? [];
}

/** The status tooltip's text key: OPENING has none in the spec, it shows a spinner only. */
export type StatusTooltip = 'disconnected' | 'qrcode' | 'connected' | 'timeout' | 'opening';

export function statusTooltipFor(status: ConnectionStatus): StatusTooltip {
  switch (status) {
    case 'DISCONNECTED':
      return 'disconnected';
    case 'qrcode':
      return 'qrcode';
    case 'CONNECTED':
      return 'connected';
    case 'TIMEOUT':
    case 'PAIRING':
      return 'timeout';
    default:
      return 'opening';
  }
}
