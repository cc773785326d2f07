import { createHash } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { GuardedWrite } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';

/** The global item that names the connection an API token belongs to (docs/decisions/055). */
export interface TokenLookup {
  pk: string;
  sk: string;
  companyId: string;
  connectionId: string;
}

/** ERR_API_TOKEN_TAKEN: another connection (of any company) already holds this token. */
export const tokenTaken = () =>
  new AppError('ERR_API_TOKEN_TAKEN', 409, 'Este token já está em uso por outra conexão. Gere outro.');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const ownedBy = 'attribute_not_exists(pk) OR (companyId = :companyId AND connectionId = :connectionId)';
const owner = (companyId: string, connectionId: string) => ({
  ':companyId': companyId,
  ':connectionId': connectionId,
});

/**
 * Claims `token` for the connection, in the transaction that writes the connection: free, or already the
 * connection's own (a save that keeps the token; a connection stored before the lookups existed gets its item).
 */
export function tokenClaimWrite(table: Table, token: string, companyId: string, connectionId: string): GuardedWrite {
  const item: TokenLookup = { ...keys.apiToken(tokenHash(token)), companyId, connectionId };
  return {
    item: {
      Put: {
        TableName: table.name,
        Item: item,
        ConditionExpression: ownedBy,
        ExpressionAttributeValues: owner(companyId, connectionId),
      },
    },
    onConditionFailure: tokenTaken,
  };
}

/**
 * Gives `token` up when the connection changes it or goes: only when the lookup is the connection's own (a
 * connection stored before the lookups has none; a token an admin once copied from another company's connection
 * is that one's).
 */
export async function tokenReleaseWrites(
  table: Table,
  token: string,
  companyId: string,
  connectionId: string,
): Promise<GuardedWrite[]> {
  const key = keys.apiToken(tokenHash(token));
  const found = await table.get<TokenLookup>(key);
  if (found?.companyId !== companyId || found.connectionId !== connectionId) return [];
  const condition = { ConditionExpression: ownedBy, ExpressionAttributeValues: owner(companyId, connectionId) };
  return [{ item: { Delete: { TableName: table.name, Key: key, ...condition } } }];
}

/** The company and connection a token names, if any connection claimed it. */
export async function findTokenOwner(table: Table, token: string) {
  const found = await table.get<TokenLookup>(keys.apiToken(tokenHash(token)));
  return found && { companyId: found.companyId, connectionId: found.connectionId };
}
