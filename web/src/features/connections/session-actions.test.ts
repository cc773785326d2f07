import { describe, expect, it } from 'vitest';
import { sessionActionsFor, statusTooltipFor } from './session-actions';

describe('session actions by status (spec 1 §2)', () => {
  it('offers the QR button while the QR waits to be read', () => {
    expect(sessionActionsFor('qrcode')).toEqual(['showQr']);
  });

  it('offers try again and a new QR to a session that failed to start', () => {
    expect(sessionActionsFor('DISCONNECTED')).toEqual(['tryAgain', 'newQr']);
  });

  it.each(['CONNECTED', 'PAIRING', 'TIMEOUT'] as const)('offers disconnect when %s', (status) => {
    expect(sessionActionsFor(status)).toEqual(['disconnect']);
  });

  it('shows a disabled connecting button while the session opens', () => {
    expect(sessionActionsFor('OPENING')).toEqual(['connecting']);
  });

  it('names the tooltip of each status, a lost phone for TIMEOUT and PAIRING alike', () => {
    expect(statusTooltipFor('DISCONNECTED')).toBe('disconnected');
    expect(statusTooltipFor('qrcode')).toBe('qrcode');
    expect(statusTooltipFor('CONNECTED')).toBe('connected');
    expect(statusTooltipFor('TIMEOUT')).toBe('timeout');
    expect(statusTooltipFor('PAIRING')).toBe('timeout');
    expect(statusTooltipFor('OPENING')).toBe('opening');
  });
});
