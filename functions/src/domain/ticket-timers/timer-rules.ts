import { z } from 'zod';
import type { Connection } from '../connections/schema.js';
import type { TicketRecord } from '../tickets/repo.js';

/** Target names the Scheduler runs (timers/targets.ts); stored with every pending timer, so never renamed. */
export const EXPIRE_TARGET = 'ticket-expire';
export const TRANSFER_TARGET = 'ticket-transfer';

/** One pending timer of each kind per ticket: arming again replaces it (ids fit EventBridge's 1–64 [0-9A-Za-z_.-]). */
export const expiryTimerId = (ticketId: string) => `exp-${ticketId}`;
export const transferTimerId = (ticketId: string) => `xfer-${ticketId}`;

const MINUTE_MS = 60_000;

/**
 * What the inactivity timer saw when armed: the ticket's revision (every agent change and every product change
 * bumps it) and the customer's last message time (a customer message does not bump the revision).
 */
export const ExpiryPayload = z.object({
  companyId: z.string().min(1),
  ticketId: z.string().min(1),
  rev: z.number().int(),
  customerAt: z.string().nullable(),
});
export type ExpiryPayload = z.infer<typeof ExpiryPayload>;

/** What the transfer timer saw when armed; the chatbot's menus leave the revision alone, a queue choice bumps it. */
export const TransferPayload = z.object({
  companyId: z.string().min(1),
  ticketId: z.string().min(1),
  rev: z.number().int(),
});
export type TransferPayload = z.infer<typeof TransferPayload>;

type TimerFields = Pick<Connection, 'expiresTicket' | 'timeToTransfer' | 'transferQueueId'>;

/** How long an open ticket may go without customer activity on this connection; undefined: forever. */
export function expiryDelayMs(connection: TimerFields): number | undefined {
  return connection.expiresTicket > 0 ? connection.expiresTicket * MINUTE_MS : undefined;
}

/** How long a ticket may wait without a queue before it moves to the transfer queue; undefined: it never moves. */
export function transferDelayMs(connection: TimerFields): number | undefined {
  const minutes = connection.timeToTransfer ?? 0;
  return minutes > 0 && connection.transferQueueId ? minutes * MINUTE_MS : undefined;
}

/** An open ticket is the one the inactivity timer closes. */
export const awaitsExpiry = (ticket: TicketRecord) => ticket.status === 'open';

/** A ticket waiting in pending that nobody holds and no queue serves is the one the transfer timer moves. */
export const awaitsTransfer = (ticket: TicketRecord) =>
  ticket.status === 'pending' && !ticket.queueId && !ticket.userId;

export function expiryPayload(ticket: TicketRecord): ExpiryPayload {
  return { companyId: ticket.companyId, ticketId: ticket.id, rev: ticket.rev, customerAt: ticket.customerAt };
}

export function transferPayload(ticket: TicketRecord): TransferPayload {
  return { companyId: ticket.companyId, ticketId: ticket.id, rev: ticket.rev };
}

/**
 * The ticket is still exactly as the inactivity timer saw it: open, no change by anyone since, no newer customer
 * message. Anything else means a newer timer (or none) is in charge, so a late or duplicate delivery does nothing.
 */
export function expiryStands(current: TicketRecord | undefined, armed: ExpiryPayload): current is TicketRecord {
  return (
    current !== undefined &&
    awaitsExpiry(current) &&
    current.rev === armed.rev &&
    current.customerAt === armed.customerAt
  );
}

/**
 * What the transfer timer does at fire time: `move` a ticket that waited, unchanged, without queue or user since it
 * was armed; `wait` again for one that still waits but changed meanwhile (the chatbot ending its menus or going
 * back to the queue menu bumps the revision, and no other timer would then be armed); `none` otherwise.
 */
export function transferAction(current: TicketRecord | undefined, armed: TransferPayload): 'move' | 'wait' | 'none' {
  if (!current || !awaitsTransfer(current)) return 'none';
  return current.rev === armed.rev ? 'move' : 'wait';
}
