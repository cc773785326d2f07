import { describe, expect, it } from 'vitest';
import { connectionsNeedAttention } from './connection-alert';

describe('connections alert', () => {
  it.each(['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'] as const)(
    'raises the alert when a connection is %s',
    (status) => {
      expect(connectionsNeedAttention([{ status: 'CONNECTED' }, { status }])).toBe(true);
    },
  );

  it('stays quiet when every connection is connected or there are none', () => {
    expect(connectionsNeedAttention([{ status: 'CONNECTED' }, { status: 'CONNECTED' }])).toBe(false);
    expect(connectionsNeedAttention([])).toBe(false);
  });
});
