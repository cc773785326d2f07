import { ApiError } from '../../lib/api-error';

/**
 * How many open or pending tickets an ERR_CONNECTION_HAS_TICKETS answer says hold the connection (issue 14), so
 * the toast can say it; null for any other failure.
 */
export function ticketsHoldingConnection(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'ERR_CONNECTION_HAS_TICKETS') return null;
  const count = (error.details as { openTickets?: unknown } | undefined)?.openTickets;
  return typeof count === 'number' && count > 0 ? count : null;
}
