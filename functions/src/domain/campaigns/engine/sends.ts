import { commandGroup, OUTBOUND_QUEUE, type SessionCommand } from '../../../platform/chat/session-commands.js';
import type { Deps } from '../../../platform/deps.js';
import type { Part } from './compose.js';
import type { Shipping } from './shipping.js';

/** The localId of a campaign send: `campaign:<campaignId>:<number>:<part>` (c confirmation, m message, …). */
const PREFIX = 'campaign:';

export function campaignLocalId(shipping: Pick<Shipping, 'campaignId' | 'number'>, suffix: string): string {
  return `${PREFIX}${shipping.campaignId}:${shipping.number}:${suffix}`;
}

/** The campaign, recipient and part a send's localId names, or undefined for any other send (a ticket message). */
export function parseCampaignLocalId(localId: string) {
  if (!localId.startsWith(PREFIX)) return undefined;
  const [campaignId, number, suffix] = localId.slice(PREFIX.length).split(':');
  return campaignId && number && suffix ? { campaignId, number, suffix } : undefined;
}

/**
 * Queues the recipient's parts on the outbound queue, in order, on the connection's send group. The dedupe id
 * is the localId: a step repeated after a crash (the claim written, the queueing unsure) queues nothing twice
 * within the queues' 5-minute window, which the watchdog's revival stays within.
 */
export async function queueParts(deps: Deps, connectionId: string, shipping: Shipping, parts: Part[]): Promise<void> {
  for (const part of parts) {
    const localId = campaignLocalId(shipping, part.suffix);
    const command: SessionCommand = {
      type: 'send',
      companyId: shipping.companyId,
      connectionId,
      chatId: shipping.number,
      localId,
      content: part.content,
    };
    await deps.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command), dedupeId: localId });
  }
}
