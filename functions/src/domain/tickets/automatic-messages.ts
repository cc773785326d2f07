import type { Deps } from '../../platform/deps.js';
import type { TicketRecord } from './repo.js';

/** PLACEHOLDER (issue 5, automatic-messages helper): sendMsgTransfTicket. */
export async function onTicketTransferred(_deps: Deps, _before: TicketRecord, _after: TicketRecord): Promise<void> {}

/** PLACEHOLDER: an agent closed the ticket: rating message (userRating) or completion message. */
export async function onTicketResolved(_deps: Deps, _closed: TicketRecord): Promise<void> {}
