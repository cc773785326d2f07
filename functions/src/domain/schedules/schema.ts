import { z } from 'zod';

/** Spec 2 §4: pending until sent; ERRO marks a failed send (its reason says why). */
export const SCHEDULE_STATUSES = ['PENDENTE', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

const required = 'Obrigatório';

/** Spec 2 §5: body ≥ 5 ('Mensagem muito curta'); contactId and sendAt required ('Obrigatório'). */
export const ScheduleCreate = z.object({
  body: z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(5, 'Mensagem muito curta')
    .max(4096, 'Too Long!'),
  contactId: z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(64),
  sendAt: z
    .string({ required_error: required, invalid_type_error: required })
    .min(1, required)
    .datetime({ offset: true, message: 'Data inválida' })
    .transform((value) => new Date(value).toISOString()),
});
export type ScheduleCreate = z.infer<typeof ScheduleCreate>;
export const ScheduleUpdate = ScheduleCreate.partial();
export type ScheduleUpdate = z.infer<typeof ScheduleUpdate>;

/** GET /schedules (spec 2 §7): search on the contact's name and number and on the text, in pages. */
export const ScheduleListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface Schedule {
  id: string;
  body: string;
  contactId: string;
  sendAt: string;
  sentAt: string | null;
  status: ScheduleStatus;
  /** Why the send failed (status ERRO), else null. */
  reason: string | null;
  userId: string;
  /** The ticket the message went into, once sent. */
  ticketId: string | null;
  /** The attachment's key in the BlobStore and its file name (png or jpeg), or null. */
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A schedule as the API answers it: with its contact's name and number (spec 2 §4). */
export type ScheduleAnswer = Schedule & { contact: { id: string; name: string; number: string } | null };

export interface SchedulePage {
  schedules: ScheduleAnswer[];
  count: number;
  hasMore: boolean;
}

/** Realtime on `company-<id>-schedule`. */
export type ScheduleEvent =
  { action: 'create' | 'update'; schedule: ScheduleAnswer } | { action: 'delete'; scheduleId: string };

export const schedulesChannel = (companyId: string) => `company-${companyId}-schedule`;
