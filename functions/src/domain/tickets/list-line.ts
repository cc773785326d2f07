import { keys } from '../../platform/keys.js';
import { sameRevision } from '../../platform/revised-update.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import { toTicketRecord, type TicketRecord } from './repo.js';

/** What the ticket list shows of the last message. */
export type ListLine = Pick<TicketRecord, 'lastMessage' | 'lastMessageDeleted'>;

/**
 * Rewrites the list line of the ticket read as `current` (a message shown there was filled in later, or deleted),
 * only while nothing touched the ticket since: no message written (its line, order and unread count as read) and
 * no change by an agent (its revision). Like a message write it leaves the revision alone. Answers the ticket as
 * written, undefined when it moved on (read it again) or is gone.
 */
export async function replaceLastMessage(table: Table, current: TicketRecord, line: ListLine) {
  const guard = sameRevision(current.rev);
  const unchanged = 'lastMessage = :was AND updatedAt = :updatedAt AND unreadMessages = :unread';
  try {
    const item = await table.update<TicketRecord & { pk: string; sk: string }>(
      keys.ticket(current.companyId, current.id),
      {
        UpdateExpression: 'SET lastMessage = :lastMessage, lastMessageDeleted = :deleted',
        ConditionExpression: `${guard.ConditionExpression} AND ${unchanged}`,
        ExpressionAttributeNames: guard.ExpressionAttributeNames,
        ExpressionAttributeValues: {
          ...guard.ExpressionAttributeValues,
          ':lastMessage': line.lastMessage,
          ':deleted': line.lastMessageDeleted,
          ':was': current.lastMessage,
          ':updatedAt': current.updatedAt,
          ':unread': current.unreadMessages,
        },
      },
    );
    return toTicketRecord(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
