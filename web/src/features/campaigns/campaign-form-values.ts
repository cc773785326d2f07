import { CAMPAIGN_MESSAGE_SLOTS, CampaignBody, campaignEditable, type CampaignAnswer } from '@domain/campaigns/schema';
import { ApiError } from '../../lib/api-error';
import { zodFieldErrors, type Checked, type FieldErrors } from '../../lib/form';
import { isValidTime } from '../../lib/time-mask';

type MessageField = `message${(typeof CAMPAIGN_MESSAGE_SLOTS)[number]}`;
type ConfirmationField = `confirmationMessage${(typeof CAMPAIGN_MESSAGE_SLOTS)[number]}`;

/**
 * The dialog's fields (spec 3 §2): the choices as ids, '' for none ('Nenhuma'); scheduledAt as the viewer's local
 * day ('YYYY-MM-DD') and time ('HH:mm'), both empty for an unscheduled campaign.
 */
export type CampaignFormValues = Record<MessageField | ConfirmationField, string> & {
  name: string;
  confirmation: boolean;
  whatsappId: string;
  contactListId: string;
  tagListId: string;
  fileListId: string;
  day: string;
  time: string;
};

export const messageField = (slot: number) => `message${slot}` as MessageField;
export const confirmationField = (slot: number) => `confirmationMessage${slot}` as ConfirmationField;

const emptyMessages = Object.fromEntries(
  CAMPAIGN_MESSAGE_SLOTS.flatMap((slot) => [
    [messageField(slot), ''],
    [confirmationField(slot), ''],
  ]),
) as Record<MessageField | ConfirmationField, string>;

export const emptyCampaignForm: CampaignFormValues = {
  ...emptyMessages,
  name: '',
  confirmation: false,
  whatsappId: '',
  contactListId: '',
  tagListId: '',
  fileListId: '',
  day: '',
  time: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

export function campaignToForm(campaign: CampaignAnswer): CampaignFormValues {
  const scheduled = campaign.scheduledAt ? new Date(campaign.scheduledAt) : null;
  const messages = { ...emptyMessages };
  for (const slot of CAMPAIGN_MESSAGE_SLOTS) {
    messages[messageField(slot)] = campaign[messageField(slot)] ?? '';
    messages[confirmationField(slot)] = campaign[confirmationField(slot)] ?? '';
  }
  return {
    ...messages,
    name: campaign.name,
    confirmation: campaign.confirmation,
    whatsappId: campaign.whatsappId ?? '',
    contactListId: campaign.contactListId ?? '',
    tagListId: campaign.tagListId ?? '',
    fileListId: campaign.fileListId ?? '',
    day: scheduled ? `${scheduled.getFullYear()}-${pad(scheduled.getMonth() + 1)}-${pad(scheduled.getDate())}` : '',
    time: scheduled ? `${pad(scheduled.getHours())}:${pad(scheduled.getMinutes())}` : '',
  };
}

/** The local day and time as an ISO moment; null for none; undefined for half of one or an impossible time. */
function scheduledMoment(day: string, time: string): string | null | undefined {
  if (!day && !time) return null;
  if (!day || !isValidTime(time)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year!, month! - 1, date!, hours!, minutes!).toISOString();
}

/** The campaign to send, checked with the API's own schema (name 2–50: 'Required', 'Too Short!', 'Too Long!'). */
export function toCampaignPayload(values: CampaignFormValues): Checked<CampaignBody> {
  const { day, time, ...fields } = values;
  const scheduledAt = scheduledMoment(day, time);
  const parsed = CampaignBody.safeParse({ ...fields, scheduledAt });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  // The schema would take a missing moment as none: half a day and time is refused here.
  if (scheduledAt === undefined) errors.time = 'Data inválida';
  if (errors.scheduledAt) errors.time = errors.scheduledAt;
  delete errors.scheduledAt;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}

/** The message tab (0–4) that holds the first error among the messages, to show it; null when none does. */
export function messageTabOfFirstError(errors: FieldErrors): number | null {
  const slot = CAMPAIGN_MESSAGE_SLOTS.find((slot) => errors[messageField(slot)] || errors[confirmationField(slot)]);
  return slot === undefined ? null : slot - 1;
}

/**
 * Spec 3 §2: a new campaign saves; an existing one when `campaignEditable` (INATIVA, PROGRAMADA more than an hour
 * ahead, CANCELADA), else the dialog is read-only. Running ones may be stopped, cancelled ones restarted.
 */
export function campaignDialogMode(campaign: Pick<CampaignAnswer, 'status' | 'scheduledAt'> | undefined, now: Date) {
  return {
    editable: campaign ? campaignEditable(campaign, now) : true,
    restartable: campaign?.status === 'CANCELADA',
    stoppable: campaign?.status === 'EM_ANDAMENTO',
  };
}

/**
 * A start refused for want of a connection, recipients or a message (ERR_CAMPAIGN_INCOMPLETE, `details.missing`)
 * as an error on that field of the form, beside the toast; any other failure as it came.
 */
export function withIncompleteField(error: unknown, message: string): unknown {
  if (!(error instanceof ApiError) || error.code !== 'ERR_CAMPAIGN_INCOMPLETE') return error;
  const missing = (error.details as { missing?: unknown } | undefined)?.missing;
  if (typeof missing !== 'string') return error;
  return new ApiError(error.status, error.code, error.message, { fieldErrors: { [missing]: [message] } });
}
