import { z } from 'zod';
import type { ContactRef } from '../contacts/schema.js';
import type { QueueRef } from '../queues/schema.js';
import type { TagRef } from '../tags/schema.js';

/** Ticket states (spec 1 §4). */
export const TICKET_STATUSES = ['pending', 'open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

const id = z.string().min(1).max(64);
const boolFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .or(z.boolean());
/** The spec's list filters arrive as JSON lists in the query string (`queueIds=["a","b"]`); a plain id works too. */
const idList = z
  .string()
  .max(4000)
  .transform((raw, ctx) => {
    if (raw.trim() === '') return [];
    try {
      const parsed: unknown = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',');
      const ids = z
        .array(z.union([z.string(), z.number()]).transform(String).pipe(id))
        .max(200)
        .parse(parsed);
      return ids;
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Expected a JSON list of ids' });
      return z.NEVER;
    }
  });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** GET /tickets (spec 1 §7). Without `status` every status matches (the search tab). */
export const TicketListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  cursor: z.string().max(2000).optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  tags: idList.optional(),
  users: idList.optional(),
  queueIds: idList.optional(),
  showAll: boolFlag.optional(),
  withUnreadMessages: boolFlag.optional(),
  /** Tickets created on this day (company time zone). */
  date: day.optional(),
  /** Tickets last updated on this day (company time zone). */
  updatedAt: day.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export type TicketListQuery = z.infer<typeof TicketListQuery>;

/** POST /tickets: a ticket opened by an agent starts open and assigned (spec 1 §4 "Create"). */
export const TicketCreate = z.object({
  contactId: id,
  queueId: id.nullable().optional(),
  whatsappId: id.nullable().optional(),
  userId: id.nullable().optional(),
  status: z.enum(TICKET_STATUSES).default('open'),
});
export type TicketCreate = z.infer<typeof TicketCreate>;

/**
 * PUT /tickets/{id}: accept (status open + userId), return (pending, userId null), resolve (closed), reopen
 * (open), transfer (userId, queueId, status, whatsappId). `promptId`, `integrationId`, `useIntegration` as the
 * spec's clients send them.
 */
export const TicketUpdate = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    userId: id.nullable().optional(),
    queueId: id.nullable().optional(),
    whatsappId: id.optional(),
    useIntegration: z.boolean().optional(),
    promptId: id.nullable().optional(),
    integrationId: id.nullable().optional(),
  })
  .strict();
export type TicketUpdate = z.infer<typeof TicketUpdate>;

/** A ticket as the API and realtime events carry it (spec 1 §3). `uuid` is the same id. */
export interface Ticket {
  id: string;
  uuid: string;
  status: TicketStatus;
  userId: string | null;
  user: { id: string; name: string } | null;
  queueId: string | null;
  queue: QueueRef | null;
  whatsappId: string;
  whatsapp: { id: string; name: string } | null;
  contactId: string;
  contact: ContactRef;
  lastMessage: string;
  /** The last message was deleted (lastMessage is then ''): the list and the bell show the deleted mark. */
  lastMessageDeleted: boolean;
  unreadMessages: number;
  isGroup: boolean;
  /** The chatbot is talking to the customer (issue 5); the list shows a robot icon. */
  chatbot: boolean;
  tags: TagRef[];
  useIntegration: boolean;
  promptId: string | null;
  integrationId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TicketPage {
  tickets: Ticket[];
  /** Pending and open lists: how many match in all (the tab badges); absent for closed and search lists. */
  count?: number;
  hasMore: boolean;
  cursor?: string;
}

/** ERR_OTHER_OPEN_TICKET (409): `details` names the owner; `message` is the same as a JSON string. */
export interface OpenTicketOwner {
  ticketId: string;
  userId: string | null;
  userName: string | null;
  queueName: string | null;
}

/** Realtime on `company-<id>-ticket`. */
export type TicketEvent =
  | { action: 'update'; ticket: Ticket }
  | { action: 'delete'; ticketId: string }
  | { action: 'updateUnread'; ticketId: string };
