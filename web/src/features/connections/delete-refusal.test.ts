import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { ticketsHoldingConnection } from './delete-refusal';

describe('a refused connection delete', () => {
  it('names how many open or pending tickets hold the connection', () => {
    const refusal = new ApiError(409, 'ERR_CONNECTION_HAS_TICKETS', 'x', { openTickets: 3 });
    expect(ticketsHoldingConnection(refusal)).toBe(3);
  });

  it('is null for any other failure, or an answer without a count', () => {
    expect(ticketsHoldingConnection(new ApiError(404, 'ERR_NO_WAPP_FOUND', 'x'))).toBeNull();
    expect(ticketsHoldingConnection(new ApiError(409, 'ERR_CONNECTION_HAS_TICKETS', 'x'))).toBeNull();
    expect(
      ticketsHoldingConnection(new ApiError(409, 'ERR_CONNECTION_HAS_TICKETS', 'x', { openTickets: '2' })),
    ).toBeNull();
    expect(ticketsHoldingConnection(new Error('offline'))).toBeNull();
  });
});
