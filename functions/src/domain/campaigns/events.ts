import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import { companyConnections } from '../lookups/company-records.js';
import { contactListNames } from './contact-list-names.js';
import type { CampaignRecord } from './repo.js';
import { campaignsChannel, type CampaignAnswer, type CampaignEvent } from './schema.js';

/** The campaigns as the API answers them: with their connection's and contact list's names. */
export async function campaignAnswers(deps: Deps, companyId: string, records: CampaignRecord[]) {
  const connections = new Map((await companyConnections(deps, companyId)).map((c) => [c.id, c.name]));
  const listIds = [...new Set(records.flatMap((record) => (record.contactListId ? [record.contactListId] : [])))];
  const lists = await contactListNames(deps, companyId, listIds);
  return Promise.all(
    records.map(async (record): Promise<CampaignAnswer> => {
      const {
        companyId: _c,
        rev: _r,
        run: _u,
        tickToken: _t,
        tickDueAt: _d,
        preparedRun: _p,
        mediaMimetype: _m,
        ...campaign
      } = record;
      const connectionName = record.whatsappId ? connections.get(record.whatsappId) : undefined;
      const listName = record.contactListId ? lists.get(record.contactListId) : undefined;
      return {
        ...campaign,
        whatsapp:
          record.whatsappId && connectionName !== undefined ? { id: record.whatsappId, name: connectionName } : null,
        contactList:
          record.contactListId && listName !== undefined ? { id: record.contactListId, name: listName } : null,
        mediaUrl: record.mediaPath ? await deps.blobs.signedUrl(record.mediaPath) : null,
      };
    }),
  );
}

/** Tells the company's users about the campaign as it is now; answers it. */
export async function publishCampaign(
  deps: Deps,
  action: 'create' | 'update',
  record: CampaignRecord,
): Promise<CampaignAnswer> {
  const answer = (await campaignAnswers(deps, record.companyId, [record]))[0]!;
  const event: CampaignEvent = { action, record: answer };
  await deps.realtime.publish(record.companyId, campaignsChannel(record.companyId), event);
  return answer;
}

export async function publishCampaignDeleted(deps: Deps, companyId: string, id: string): Promise<void> {
  const event: CampaignEvent = { action: 'delete', id };
  await deps.realtime.publish(companyId, campaignsChannel(companyId), event);
}

/** At most one counts event per campaign in this period (per process), the last state always sent. */
export const COUNTS_EVENT_GAP_MS = 500;
const pending = new Map<
  string,
  { timer: ReturnType<typeof setTimeout>; latest?: () => Promise<CampaignRecord | undefined> }
>();

/**
 * The live report's counts moved (ADR 048): 10,000 sends must not be 10,000 full events a second, so events are
 * coalesced per campaign: one goes at once, then at most one per COUNTS_EVENT_GAP_MS with the campaign as read then.
 */
export function publishCountsSoon(
  deps: Deps,
  companyId: string,
  id: string,
  read: () => Promise<CampaignRecord | undefined>,
) {
  const key = `${companyId}#${id}`;
  const open = pending.get(key);
  if (open) {
    open.latest = read;
    return;
  }
  const entry: { timer: ReturnType<typeof setTimeout>; latest?: typeof read } = {
    timer: setTimeout(() => {
      pending.delete(key);
      if (entry.latest) publishCountsSoon(deps, companyId, id, entry.latest);
    }, COUNTS_EVENT_GAP_MS),
  };
  entry.timer.unref?.();
  pending.set(key, entry);
  void read()
    .then((record) => (record ? publishCampaign(deps, 'update', record) : undefined))
    .catch((error: unknown) => log('warn', { where: 'campaigns.counts', campaignId: id, error: String(error) }));
}
