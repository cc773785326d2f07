import type { Deps } from '../../../platform/deps.js';
import { readCampaignSettings } from '../../campaign-settings/read.js';
import { readFileListForSend } from '../../file-lists/read.js';
import { cachedConnection } from '../../lookups/company-records.js';
import { publishCountsSoon } from '../events.js';
import { getCampaignRecord, type CampaignRecord } from '../repo.js';
import type { CampaignSettings } from '../schema.js';
import { IDLE, rotateTick } from './chain.js';
import { confirmationParts, messageParts, type Part } from './compose.js';
import { awaitConfirmation } from './awaiting.js';
import { finishIfDone } from './finish.js';
import { sendCampaignJob, type CampaignJob } from './jobs.js';
import { claimPace } from './pace.js';
import { queueParts } from './sends.js';
import { dueShippings, getShipping, moveShipping, sendInHand, type Shipping } from './shipping.js';

type TickJob = Extract<CampaignJob, { type: 'tick' }>;

/** How long a campaign on a connection that is not connected waits before looking again. */
export const DISCONNECTED_WAIT_MS = 5_000;
/**
 * How often the chain looks whether the recipient in the host's hands was sent (its `sent` nudges the chain at
 * once; this is the fallback), and how long it waits at most.
 */
const IN_HAND_POLL_MS = 1_000;
const IN_HAND_LIMIT_MS = 60_000;

/**
 * One step of the campaign's send chain (ADR 048). The job runs only while it holds the campaign's token; it
 * sends to the next due recipient when the connection is connected and its shared pace allows, and hands the
 * chain to a new token (a job due when the next send may go). The claim of the recipient is written with the
 * check that the campaign still runs with that token, so a cancel stops the chain before its next send.
 */
export async function tick(deps: Deps, job: TickJob): Promise<void> {
  const campaign = await getCampaignRecord(deps.table, job.companyId, job.campaignId);
  if (!held(campaign, job)) return;
  const now = deps.clock.now().getTime();
  // One recipient at a time in the session host's hands: a cancel then stops the campaign at once, not after a
  // backlog the host's own pacer is still working through.
  const last = campaign.inFlight && (await getShipping(deps.table, campaign.companyId, campaign.id, campaign.inFlight));
  if (last && sendInHand(last, now, IN_HAND_LIMIT_MS)) return handOn(deps, campaign, job.token, now + IN_HAND_POLL_MS);
  const [next] = await dueShippings(deps.table, campaign.companyId, campaign.id);
  if (!next) return settleIdle(deps, campaign, job.token);
  const connectionId = campaign.whatsappId!;
  const settings = await readCampaignSettings(deps, campaign.companyId);
  if (next.state === 'requesting' || next.state === 'sending') {
    // Claimed by a step that stopped before queueing it: queued now (deduped), then the chain goes on.
    await queueClaimed(deps, campaign, next, await partsFor(deps, campaign, next, settings));
    return handOn(deps, campaign, job.token, now);
  }
  const connection = await cachedConnection(deps, campaign.companyId, connectionId);
  if (connection?.status !== 'CONNECTED') return handOn(deps, campaign, job.token, now + DISCONNECTED_WAIT_MS);
  const pace = await claimPace(deps, campaign.companyId, connectionId, now, settings);
  if (!pace.granted) return handOn(deps, campaign, job.token, now + pace.waitMs);
  const token = await rotateTick(deps, campaign, job.token, pace.nextAt);
  if (!token) return;
  const confirming = campaign.confirmation && next.state === 'pending';
  const at = new Date(now).toISOString();
  const claimedShipping: Shipping = {
    ...next,
    state: confirming ? 'requesting' : 'sending',
    ...(confirming && { confirmationRequestedAt: at }),
  };
  const parts = await partsFor(deps, campaign, claimedShipping, settings);
  const claimed = await moveShipping(deps, next, {
    from: [next.state],
    to: claimedShipping.state,
    changes: {
      ...(confirming && { confirmationRequestedAt: at }),
      partsQueued: (next.partsQueued ?? 0) + parts.length,
      claimedAt: now,
      plannedAt: pace.plannedAt,
    },
    count: confirming ? 'confirmationRequested' : undefined,
    due: true,
    whileRunning: { token, inFlight: next.number },
  });
  if (claimed) await queueClaimed(deps, campaign, claimedShipping, parts);
  await sendCampaignJob(deps, { ...job, token }, Math.max(0, (pace.nextAt - now) / 1000));
  publishCountsSoon(deps, campaign.companyId, campaign.id, () =>
    getCampaignRecord(deps.table, campaign.companyId, campaign.id),
  );
}

function held(campaign: CampaignRecord | undefined, job: TickJob): campaign is CampaignRecord {
  return Boolean(
    campaign && campaign.status === 'EM_ANDAMENTO' && campaign.run === job.run && campaign.tickToken === job.token,
  );
}

/** Hands the chain to a new job due at `dueAt` (epoch ms) without sending. */
async function handOn(deps: Deps, campaign: CampaignRecord, token: string, dueAt: number): Promise<void> {
  const next = await rotateTick(deps, campaign, token, dueAt);
  if (!next) return;
  const delay = Math.max(0, (dueAt - deps.clock.now().getTime()) / 1000);
  await sendCampaignJob(
    deps,
    { type: 'tick', companyId: campaign.companyId, campaignId: campaign.id, run: campaign.run, token: next },
    delay,
  );
}

/**
 * Nothing is due: the campaign is finished when every recipient is delivered or failed; otherwise it waits for
 * confirmations with its chain idle (a reply wakes it). A reply that came while it went idle is looked for again.
 */
async function settleIdle(deps: Deps, campaign: CampaignRecord, token: string): Promise<void> {
  if (await finishIfDone(deps, campaign.companyId, campaign.id)) return;
  if (!(await rotateTick(deps, campaign, token, 0, IDLE))) return;
  const [due] = await dueShippings(deps.table, campaign.companyId, campaign.id);
  if (due) await wakeCampaign(deps, campaign);
}

/**
 * The recipient the chain waits for was sent: the chain's next step is due now. Takes the chain from whatever job
 * holds it (that job, a poll, finds itself stale).
 */
export async function nudgeCampaign(deps: Deps, companyId: string, campaignId: string, number: string) {
  const campaign = await getCampaignRecord(deps.table, companyId, campaignId);
  if (!campaign || campaign.status !== 'EM_ANDAMENTO' || campaign.inFlight !== number) return;
  if (!campaign.tickToken || campaign.tickToken === IDLE) return;
  const token = await rotateTick(deps, campaign, campaign.tickToken, deps.clock.now().getTime());
  if (token) await sendCampaignJob(deps, { type: 'tick', companyId, campaignId, run: campaign.run, token });
}

/** Starts the chain of an idle running campaign (a confirmation came in). */
export async function wakeCampaign(deps: Deps, campaign: Pick<CampaignRecord, 'companyId' | 'id' | 'run'>) {
  const token = await rotateTick(deps, campaign, IDLE, deps.clock.now().getTime());
  if (token) {
    await sendCampaignJob(deps, {
      type: 'tick',
      companyId: campaign.companyId,
      campaignId: campaign.id,
      run: campaign.run,
      token,
    });
  }
}

/** What the claimed recipient is sent: the confirmation request, or the message with its files. */
async function partsFor(deps: Deps, campaign: CampaignRecord, shipping: Shipping, settings: CampaignSettings) {
  if (shipping.state === 'requesting') return confirmationParts(campaign, shipping, settings);
  const fileList = campaign.fileListId
    ? await readFileListForSend(deps, campaign.companyId, campaign.fileListId)
    : null;
  return messageParts(campaign, shipping, settings, fileList, campaign.mediaMimetype ?? null);
}

/** Queues a claimed recipient's sends and takes it off the due index (waiting for its confirmation or `sent`). */
async function queueClaimed(deps: Deps, campaign: CampaignRecord, shipping: Shipping, parts: Part[]): Promise<void> {
  const connectionId = campaign.whatsappId!;
  if (shipping.state === 'requesting') {
    // Written before the request goes: a reply, however quick, finds it.
    await awaitConfirmation(deps, campaign.companyId, connectionId, shipping.number, campaign.id, 'ADD');
    await queueParts(deps, connectionId, shipping, parts);
    await moveShipping(deps, shipping, { from: ['requesting'], to: 'requested', due: false });
    return;
  }
  await queueParts(deps, connectionId, shipping, parts);
  await moveShipping(deps, shipping, { from: ['sending'], to: 'sending', due: false });
}
