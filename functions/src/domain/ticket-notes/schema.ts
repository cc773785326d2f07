import { z } from 'zod';

/** Ticket notes (spec 1 §3, §5): required, at least 2 characters. */
export const TicketNoteCreate = z.object({
  note: z.string({ required_error: 'Required' }).trim().min(1, 'Required').min(2, 'Too Short!').max(4096, 'Too Long!'),
  ticketId: z.string().min(1).max(64),
  contactId: z.string().min(1).max(64),
});
export type TicketNoteCreate = z.infer<typeof TicketNoteCreate>;

export const TicketNoteListQuery = z.object({
  ticketId: z.string().min(1).max(64),
  contactId: z.string().max(64).optional(),
});

export interface TicketNote {
  id: string;
  note: string;
  ticketId: string;
  contactId: string;
  userId: string;
  user: { id: string; name: string };
  createdAt: string;
}
