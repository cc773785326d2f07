import type { Deps } from '../../../platform/deps.js';
import { newId } from '../../../platform/ids.js';
import { keys } from '../../../platform/keys.js';
import { isConditionFailure } from '../../../platform/table.js';
import type { CampaignRecord } from '../repo.js';

/** The token of a chain with nothing due: a confirmation reply (or a restart) wakes it. */
export const IDLE = 'idle';

/**
 * Hands the campaign's send chain from the holder of `expected` to a new token due at `dueAt` (epoch ms), or to
 * IDLE. Only one caller wins (the write is conditional on the token, the run and EM_ANDAMENTO): a duplicated job
 * or a late one loses and does nothing. Answers the new token, or undefined when it lost.
 */
export async function rotateTick(
  deps: Deps,
  record: Pick<CampaignRecord, 'companyId' | 'id' | 'run'>,
  expected: string,
  dueAt: number,
  next: string = newId(),
): Promise<string | undefined> {
  try {
    await deps.table.update(keys.campaign(record.companyId, record.id), {
      UpdateExpression: 'SET tickToken = :next, tickDueAt = :due',
      ConditionExpression: 'tickToken = :expected AND #run = :run AND #status = :running',
      ExpressionAttributeNames: { '#run': 'run', '#status': 'status' },
      ExpressionAttributeValues: {
        ':next': next,
        ':due': dueAt,
        ':expected': expected,
        ':run': record.run,
        ':running': 'EM_ANDAMENTO',
      },
    });
    return next;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
