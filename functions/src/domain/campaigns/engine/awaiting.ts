import type { Deps } from '../../../platform/deps.js';
import { keys } from '../../../platform/keys.js';

/**
 * The campaigns waiting for a number's confirmation on a connection: one item per number and connection holding
 * their ids, so the inbound path reads it in the batch it reads the message's first items with (no request of
 * its own; docs/decisions/048).
 */
export async function awaitConfirmation(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  connectionId: string,
  number: string,
  campaignIds: string | string[],
  action: 'ADD' | 'DELETE',
): Promise<void> {
  const ids = new Set(Array.isArray(campaignIds) ? campaignIds : [campaignIds]);
  if (ids.size === 0) return;
  await deps.table.update(keys.campaignAwaiting(companyId, connectionId, number), {
    UpdateExpression: `${action} campaigns :ids`,
    ExpressionAttributeValues: { ':ids': ids },
  });
}

/** The ids of the campaigns waiting for the number's confirmation on the connection. */
export async function awaitingCampaigns(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  connectionId: string,
  number: string,
): Promise<string[]> {
  const item = await deps.table.get<{ pk: string; sk: string; campaigns?: Set<string> }>(
    keys.campaignAwaiting(companyId, connectionId, number),
  );
  return [...(item?.campaigns ?? [])];
}
