import type { Deps } from '../../../platform/deps.js';
import { keys } from '../../../platform/keys.js';
import { isConditionFailure } from '../../../platform/table.js';
import type { CampaignSettings } from '../schema.js';

/** A connection's campaign pace, shared by every campaign sending through it (ADR 048). */
interface PaceItem {
  pk: string;
  sk: string;
  /** When the next campaign send through the connection may go (epoch ms). */
  nextAt: number;
  /** Campaign sends through the connection so far (every longerIntervalAfter-th is followed by the longer wait). */
  sent: number;
}

/**
 * The wait after the `sent`-th send (spec 3 §3, §9): a random 0..messageInterval seconds, plus greaterInterval
 * seconds after every longerIntervalAfter sends. `random` is in [0, 1).
 */
export function gapAfter(
  sent: number,
  settings: Pick<CampaignSettings, 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval'>,
  random: number,
): number {
  const base = Math.floor(random * (settings.messageInterval * 1000 + 1));
  const longer =
    settings.longerIntervalAfter > 0 && sent > 0 && sent % settings.longerIntervalAfter === 0
      ? settings.greaterInterval * 1000
      : 0;
  return base + longer;
}

export type PaceClaim = { granted: true; plannedAt: number; nextAt: number } | { granted: false; waitMs: number };

/**
 * Takes the connection's next send slot at `now` (epoch ms): granted when the slot is due, with the time the slot
 * was planned for and when the one after it is due; otherwise how long to wait. The write is conditional on the
 * pace as read, so two campaigns (or two processes) never take one slot.
 */
export async function claimPace(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  connectionId: string,
  now: number,
  settings: CampaignSettings,
  random: () => number = Math.random,
): Promise<PaceClaim> {
  const key = keys.campaignPace(companyId, connectionId);
  const pace = await deps.table.get<PaceItem>(key);
  if (pace && pace.nextAt > now) return { granted: false, waitMs: pace.nextAt - now };
  const sent = (pace?.sent ?? 0) + 1;
  const nextAt = now + gapAfter(sent, settings, random());
  try {
    await deps.table.update(key, {
      UpdateExpression: 'SET nextAt = :next, sent = :sent',
      ConditionExpression: pace ? 'nextAt = :read AND sent = :readSent' : 'attribute_not_exists(pk)',
      ExpressionAttributeValues: {
        ':next': nextAt,
        ':sent': sent,
        ...(pace ? { ':read': pace.nextAt, ':readSent': pace.sent } : {}),
      },
    });
  } catch (error) {
    // Another campaign took this slot: its next one is a moment away.
    if (isConditionFailure(error)) return { granted: false, waitMs: 50 };
    throw error;
  }
  return { granted: true, plannedAt: pace?.nextAt ?? now, nextAt };
}
