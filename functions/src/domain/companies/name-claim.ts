import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';

/**
 * A company name belongs to one company, whatever its case (spec 2 §8 hints that a duplicate name is refused;
 * docs/decisions/039): a global claim item written in the transaction that creates or renames the company, as the
 * e-mail claims of users are.
 */
export function companyNameClaimItem(table: Table, name: string, companyId: string): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.companyName(name), companyId, name },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Gives the company's old name back (a rename, the end of a deletion). Companies made before claims existed hold
 * none: a missing claim passes, one held by another company fails the transaction.
 */
export function companyNameReleaseItem(table: Table, name: string, companyId: string): TransactItem {
  return {
    Delete: {
      TableName: table.name,
      Key: keys.companyName(name),
      ConditionExpression: 'attribute_not_exists(pk) OR companyId = :companyId',
      ExpressionAttributeValues: { ':companyId': companyId },
    },
  };
}

/** Whether two names claim the same item (a rename that only changes case or spacing keeps its claim). */
export const sameCompanyName = (a: string, b: string) => keys.companyName(a).pk === keys.companyName(b).pk;
