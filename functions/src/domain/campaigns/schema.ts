import { z } from 'zod';
import { requiredName } from '../common/fields.js';

/**
 * The campaign contract shared by the API (domain/campaigns) and the web (features/campaigns): spec 3 §2–§9.
 * The engine's own items (shipping per recipient, pacing) are not part of it.
 */

/** Spec 3 §4. */
export const CAMPAIGN_STATUSES = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Spec 3 §9: 5 messages and 5 confirmation messages. */
export const CAMPAIGN_MESSAGE_SLOTS = [1, 2, 3, 4, 5] as const;
export const CAMPAIGN_MESSAGE_MAX = 4096;

/** Spec 3 §2: editable when INATIVA, or PROGRAMADA with the scheduled time more than 1 hour ahead. */
export const EDITABLE_AHEAD_MS = 60 * 60 * 1000;

const message = z.string().max(CAMPAIGN_MESSAGE_MAX, 'Too Long!').default('');
const optionalId = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((value) => value || null);

/**
 * POST /campaigns and PUT /campaigns/{id}. `scheduledAt` set makes the campaign PROGRAMADA (a time already past
 * starts it at once); unset leaves it INATIVA. `tagListId` null is the form's 'Nenhuma'.
 */
export const CampaignBody = z.object({
  name: requiredName,
  message1: message,
  message2: message,
  message3: message,
  message4: message,
  message5: message,
  confirmationMessage1: message,
  confirmationMessage2: message,
  confirmationMessage3: message,
  confirmationMessage4: message,
  confirmationMessage5: message,
  confirmation: z.boolean().default(false),
  whatsappId: optionalId,
  contactListId: optionalId,
  tagListId: optionalId,
  fileListId: optionalId,
  scheduledAt: z
    .string()
    .datetime({ offset: true, message: 'Data inválida' })
    .nullish()
    .transform((value) => (value ? new Date(value).toISOString() : null)),
});
export type CampaignBody = z.infer<typeof CampaignBody>;

/** GET /campaigns/ (spec 3 §7): the search text is lower-cased by the page; 20 a page. */
export const CampaignListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The report's figures (spec 3 §2), kept as counters on the campaign as recipients move. */
export interface CampaignCounts {
  /** Recipients with a valid number when the campaign started (the contact list's valid items or the tag's contacts). */
  valid: number;
  confirmationRequested: number;
  confirmed: number;
  delivered: number;
  /** Recipients whose send failed for good (not part of the spec's cards; shown with them). */
  failed: number;
}

export interface Campaign {
  id: string;
  name: string;
  status: CampaignStatus;
  message1: string;
  message2: string;
  message3: string;
  message4: string;
  message5: string;
  confirmationMessage1: string;
  confirmationMessage2: string;
  confirmationMessage3: string;
  confirmationMessage4: string;
  confirmationMessage5: string;
  confirmation: boolean;
  whatsappId: string | null;
  contactListId: string | null;
  tagListId: string | null;
  fileListId: string | null;
  scheduledAt: string | null;
  completedAt: string | null;
  /** The attachment's key in the BlobStore and its file name, or null. */
  mediaPath: string | null;
  mediaName: string | null;
  counts: CampaignCounts;
  createdAt: string;
  updatedAt: string;
}

/** A campaign as the API answers it: with the names the list and the report show. */
export type CampaignAnswer = Campaign & {
  contactList: { id: string; name: string } | null;
  whatsapp: { id: string; name: string } | null;
  /** A signed URL of the attachment, when there is one. */
  mediaUrl?: string | null;
};

export interface CampaignPage {
  records: CampaignAnswer[];
  hasMore: boolean;
}

/** Realtime on `company-<id>-campaign` (also sent when the counts move, for the live report). */
export type CampaignEvent = { action: 'create' | 'update'; record: CampaignAnswer } | { action: 'delete'; id: string };

export const campaignsChannel = (companyId: string) => `company-${companyId}-campaign`;

/** Whether the dialog may save (spec 3 §2): INATIVA; PROGRAMADA more than 1 hour ahead; CANCELADA (saves and restarts). */
export function campaignEditable(campaign: Pick<Campaign, 'status' | 'scheduledAt'>, now: Date): boolean {
  if (campaign.status === 'INATIVA' || campaign.status === 'CANCELADA') return true;
  if (campaign.status !== 'PROGRAMADA' || !campaign.scheduledAt) return false;
  return new Date(campaign.scheduledAt).getTime() - now.getTime() > EDITABLE_AHEAD_MS;
}

/** Campaign settings (spec 3 §3, §9): intervals in seconds and the message variables. */
export const MESSAGE_INTERVAL_OPTIONS = [0, 5, 10, 15, 20] as const;
export const LONGER_INTERVAL_OPTIONS = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;

export const CampaignVariable = z.object({
  key: z.string().trim().min(1, 'Obrigatório').max(40, 'Too Long!'),
  value: z.string().max(1000, 'Too Long!'),
});

export const CampaignSettings = z.object({
  messageInterval: z
    .number()
    .refine((value) => (MESSAGE_INTERVAL_OPTIONS as readonly number[]).includes(value), 'Intervalo inválido')
    .default(20),
  longerIntervalAfter: z
    .number()
    .refine((value) => (LONGER_INTERVAL_OPTIONS as readonly number[]).includes(value), 'Intervalo inválido')
    .default(20),
  greaterInterval: z
    .number()
    .refine((value) => (LONGER_INTERVAL_OPTIONS as readonly number[]).includes(value), 'Intervalo inválido')
    .default(60),
  variables: z
    .array(CampaignVariable)
    .max(100)
    .refine((list) => new Set(list.map((entry) => entry.key)).size === list.length, 'Variável repetida')
    .default([]),
});
export type CampaignSettings = z.infer<typeof CampaignSettings>;
export const DEFAULT_CAMPAIGN_SETTINGS: CampaignSettings = {
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
  variables: [],
};
