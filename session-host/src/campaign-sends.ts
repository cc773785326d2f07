import { createHash } from 'node:crypto';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import { keys } from '../../functions/src/platform/keys.js';
import { isConditionFailure } from '../../functions/src/platform/table.js';

type SendCommand = Extract<SessionCommand, { type: 'send' }>;

/** How long a campaign send's mark is kept: longer than any redelivery of its job. */
const MARK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A campaign's send (docs/decisions/048): the engine names them `campaign:<campaign>:<number>:<part>`. */
export const isCampaignSend = (command: SendCommand) => command.localId.startsWith('campaign:');

/** The provider message id a campaign part asks for where the provider honours one: the same on every try. */
export const campaignMessageId = (command: SendCommand) =>
  `CAMP${createHash('sha256').update(command.localId).digest('hex').slice(0, 28).toUpperCase()}`;

/**
 * A campaign part goes out once, even when its job comes back after this host died (docs/decisions/048): the send
 * is marked right before it goes and the provider's id right after. Answers `new` to send it now, `sent` with the
 * id it went out with (report that again, send nothing), or `unknown` when a host died between the mark and the
 * id (it may have gone).
 */
export async function beginCampaignSend(
  deps: Pick<Deps, 'table' | 'clock'>,
  command: SendCommand,
): Promise<{ kind: 'new' } | { kind: 'sent'; providerId: string; timestamp: number } | { kind: 'unknown' }> {
  const key = keys.campaignSendMark(command.companyId, command.localId);
  try {
    const expiresAt = Math.floor(deps.clock.now().getTime() / 1000) + MARK_TTL_SECONDS;
    await deps.table.put({ ...key, expiresAt }, { ConditionExpression: 'attribute_not_exists(pk)' });
    return { kind: 'new' };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const mark = await deps.table.get<{ pk: string; sk: string; providerId?: string; timestamp?: number }>(key);
  return mark?.providerId
    ? { kind: 'sent', providerId: mark.providerId, timestamp: mark.timestamp ?? 0 }
    : { kind: 'unknown' };
}

/** The part went out: its provider id, for a redelivered job to report instead of sending again. */
export async function recordCampaignSent(
  deps: Pick<Deps, 'table'>,
  command: SendCommand,
  sent: { id: string; timestamp: number },
): Promise<void> {
  await deps.table.update(keys.campaignSendMark(command.companyId, command.localId), {
    UpdateExpression: 'SET providerId = :id, #ts = :ts',
    ExpressionAttributeNames: { '#ts': 'timestamp' },
    ExpressionAttributeValues: { ':id': sent.id, ':ts': sent.timestamp },
  });
}

/** The provider refused before sending (it threw): the part may be tried again. */
export async function forgetCampaignSend(deps: Pick<Deps, 'table'>, command: SendCommand): Promise<void> {
  await deps.table.delete(keys.campaignSendMark(command.companyId, command.localId));
}
