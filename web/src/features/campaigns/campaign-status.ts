import type { CampaignAnswer, CampaignCounts, CampaignStatus } from '@domain/campaigns/schema';

/** A cell's text: a value, or one of the spec's placeholders (spec 3 §2), translated by the page. */
export type Cell = { value: string } | { placeholder: 'noList' | 'noConnection' | 'unscheduled' | 'notCompleted' };

/** How a moment is written (the page passes formatDateTime; tests a plain marker). */
type FormatMoment = (iso: string) => string;

const named = (record: { name: string } | null, placeholder: 'noList' | 'noConnection'): Cell =>
  record ? { value: record.name } : { placeholder };

const moment = (iso: string | null, format: FormatMoment, placeholder: 'unscheduled' | 'notCompleted'): Cell =>
  iso ? { value: format(iso) } : { placeholder };

/**
 * The list's columns (spec 3 §2): 'Não definida' without a contact list, 'Não definido' without a connection,
 * 'Sem agendamento' unscheduled, 'Não concluída' not completed; confirmation 'Habilitada' or 'Desabilitada'.
 */
export function campaignCells(campaign: CampaignAnswer, format: FormatMoment) {
  return {
    status: campaign.status,
    contactList: named(campaign.contactList, 'noList'),
    connection: named(campaign.whatsapp, 'noConnection'),
    scheduledAt: moment(campaign.scheduledAt, format, 'unscheduled'),
    completedAt: moment(campaign.completedAt, format, 'notCompleted'),
    confirmation: campaign.confirmation ? ('enabled' as const) : ('disabled' as const),
  };
}

export type CampaignRowAction = 'stop' | 'restart' | 'report' | 'edit' | 'delete';

/** Spec 3 §2, §4: stop only while EM_ANDAMENTO (it becomes CANCELADA), restart only when CANCELADA. */
export function rowActionsOf(status: CampaignStatus): CampaignRowAction[] {
  const lead: CampaignRowAction[] = status === 'EM_ANDAMENTO' ? ['stop'] : status === 'CANCELADA' ? ['restart'] : [];
  return [...lead, 'report', 'edit', 'delete'];
}

/**
 * Spec 3 §4: delivered divided by valid contacts, as a percentage. Whole percents rounded down, so the bar shows
 * 100 only when every valid contact got the message; none valid is 0.
 */
export function deliveryProgress({ valid, delivered }: Pick<CampaignCounts, 'valid' | 'delivered'>): number {
  if (valid <= 0) return 0;
  return Math.min(100, Math.floor((delivered / valid) * 100));
}

export type ReportCardKey =
  | 'validContacts'
  | 'confirmationRequested'
  | 'confirmed'
  | 'delivered'
  | 'connection'
  | 'contactList'
  | 'scheduledAt'
  | 'completedAt';

/** The report's cards in the spec's order (spec 3 §2); the two confirmation cards only with confirmation on. */
export function reportCards(campaign: CampaignAnswer, format: FormatMoment): { key: ReportCardKey; value: Cell }[] {
  const { counts } = campaign;
  const count = (value: number): Cell => ({ value: String(value) });
  const cells = campaignCells(campaign, format);
  return [
    { key: 'validContacts' as const, value: count(counts.valid) },
    ...(campaign.confirmation
      ? [
          { key: 'confirmationRequested' as const, value: count(counts.confirmationRequested) },
          { key: 'confirmed' as const, value: count(counts.confirmed) },
        ]
      : []),
    { key: 'delivered' as const, value: count(counts.delivered) },
    { key: 'connection' as const, value: cells.connection },
    { key: 'contactList' as const, value: cells.contactList },
    { key: 'scheduledAt' as const, value: cells.scheduledAt },
    { key: 'completedAt' as const, value: cells.completedAt },
  ];
}
