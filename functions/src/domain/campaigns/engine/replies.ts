import type { InboundEvent } from '../../../platform/chat/chat-provider.js';
import type { Deps } from '../../../platform/deps.js';
import { keys } from '../../../platform/keys.js';
import { log } from '../../../platform/log.js';
import { isConditionFailure } from '../../../platform/table.js';
import { publishCountsSoon } from '../events.js';
import { getCampaignRecord } from '../repo.js';
import { awaitConfirmation, awaitingCampaigns } from './awaiting.js';
import { nudgeCampaign, wakeCampaign } from './drive.js';
import { finishIfDone } from './finish.js';
import { parseCampaignLocalId } from './sends.js';
import { countPartDone, getShipping, moveShipping, sendInHand } from './shipping.js';

type Scope = { companyId: string; connectionId: string };
type SentEvent = Extract<InboundEvent, { type: 'sent' }>;
type SendFailedEvent = Extract<InboundEvent, { type: 'sendFailed' }>;

/**
 * The session host sent a campaign part (ADR 048): its provider id is kept as a campaign send, so the echo of it
 * is not taken for a message of the business's phone (no ticket, no message); the campaign message's `sent` is
 * the recipient's delivery. Answers false for a send that is not a campaign's.
 */
export async function onCampaignSent(deps: Deps, scope: Scope, event: SentEvent): Promise<boolean> {
  const named = parseCampaignLocalId(event.localId);
  if (!named) return false;
  if (await markCampaignProviderId(deps, scope, event.id)) {
    await countPartDone(deps.table, scope.companyId, named.campaignId, named.number);
    await nudgeWhenDone(deps, scope.companyId, named.campaignId, named.number);
  }
  if (named.suffix !== 'm') return true;
  const shipping = await getShipping(deps.table, scope.companyId, named.campaignId, named.number);
  if (!shipping) return true;
  const delivered = await moveShipping(deps, shipping, {
    from: ['sending'],
    to: 'delivered',
    changes: { deliveredAt: deps.clock.now().toISOString() },
    count: 'delivered',
    due: false,
  });
  if (delivered) await afterCount(deps, scope.companyId, named.campaignId);
  return true;
}

/** A campaign part will not be delivered: the confirmation or the message failing fails the recipient. */
export async function onCampaignSendFailed(deps: Deps, scope: Scope, event: SendFailedEvent): Promise<boolean> {
  const named = parseCampaignLocalId(event.localId);
  if (!named) return false;
  await countPartDone(deps.table, scope.companyId, named.campaignId, named.number);
  await nudgeWhenDone(deps, scope.companyId, named.campaignId, named.number);
  if (named.suffix !== 'm' && named.suffix !== 'c') return true;
  const shipping = await getShipping(deps.table, scope.companyId, named.campaignId, named.number);
  if (!shipping) return true;
  const failed = await moveShipping(deps, shipping, {
    from: named.suffix === 'c' ? ['requesting', 'requested'] : ['sending'],
    to: 'failed',
    changes: { failedAt: deps.clock.now().toISOString(), reason: event.reason },
    count: 'failed',
    due: false,
  });
  if (named.suffix === 'c') {
    await awaitConfirmation(deps, scope.companyId, scope.connectionId, named.number, named.campaignId, 'DELETE');
  }
  if (failed) await afterCount(deps, scope.companyId, named.campaignId);
  return true;
}

/**
 * A customer wrote on a connection: every campaign waiting for this number's confirmation there takes it
 * (confirmedAt) and sends its message next. The message itself goes on to the ticket as usual.
 */
export async function onCampaignReply(deps: Deps, scope: Scope, number: string): Promise<void> {
  const campaignIds = await awaitingCampaigns(deps, scope.companyId, scope.connectionId, number);
  for (const campaignId of campaignIds) {
    const shipping = await getShipping(deps.table, scope.companyId, campaignId, number);
    const confirmed =
      shipping &&
      (await moveShipping(deps, shipping, {
        from: ['requesting', 'requested'],
        to: 'confirmed',
        changes: { confirmedAt: deps.clock.now().toISOString() },
        count: 'confirmed',
        due: true,
      }));
    if (!confirmed) continue;
    const campaign = await getCampaignRecord(deps.table, scope.companyId, campaignId);
    if (campaign?.status === 'EM_ANDAMENTO') await wakeCampaign(deps, campaign);
    publishCountsSoon(deps, scope.companyId, campaignId, () =>
      getCampaignRecord(deps.table, scope.companyId, campaignId),
    );
  }
  await awaitConfirmation(deps, scope.companyId, scope.connectionId, number, campaignIds, 'DELETE');
}

/** Every part of the recipient's last claim is accounted for: the chain need not wait for its poll. */
async function nudgeWhenDone(deps: Deps, companyId: string, campaignId: string, number: string): Promise<void> {
  const shipping = await getShipping(deps.table, companyId, campaignId, number);
  if (shipping && !sendInHand(shipping, deps.clock.now().getTime(), Number.POSITIVE_INFINITY)) {
    await nudgeCampaign(deps, companyId, campaignId, number);
  }
}

async function afterCount(deps: Deps, companyId: string, campaignId: string): Promise<void> {
  if (await finishIfDone(deps, companyId, campaignId)) return;
  publishCountsSoon(deps, companyId, campaignId, () => getCampaignRecord(deps.table, companyId, campaignId));
}

/**
 * The provider id of a campaign send, marked so its echo is recognised. Answers true the first time only (a
 * replayed `sent` changes nothing), false too when the id already names a stored message.
 */
async function markCampaignProviderId(deps: Deps, scope: Scope, providerId: string): Promise<boolean> {
  try {
    await deps.table.update(keys.providerMessage(scope.companyId, scope.connectionId, providerId), {
      UpdateExpression: 'SET campaignSend = :yes',
      ConditionExpression: 'attribute_not_exists(messageId) AND attribute_not_exists(campaignSend)',
      ExpressionAttributeValues: { ':yes': true },
    });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    log('info', { where: 'campaigns.sent', ...scope, providerId, skipped: 'provider id already known' });
    return false;
  }
}
