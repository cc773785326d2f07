import { createHash } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Table } from '../../platform/table.js';

/** Failed logins allowed per email+IP within the window before further attempts are refused. */
export const MAX_FAILED_LOGINS = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

function bucket(email: string, ip: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}|${ip}`).digest('base64url');
}

type AttemptsItem = { pk: string; sk: string; failures: number; expiresAt: number };

export async function assertLoginAllowed(table: Table, email: string, ip: string, now: Date): Promise<void> {
  const item = await table.get<AttemptsItem>(keys.loginAttempts(bucket(email, ip)));
  const live = item && item.expiresAt > now.getTime() / 1000;
  if (live && item.failures >= MAX_FAILED_LOGINS) {
    throw new AppError('ERR_TOO_MANY_ATTEMPTS', 429, 'Muitas tentativas de login. Tente novamente em alguns minutos.');
  }
}

/** Counts a failure; the window starts at the first failure and the item expires with it (TTL). */
export async function recordLoginFailure(table: Table, email: string, ip: string, now: Date): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const key = keys.loginAttempts(bucket(email, ip));
  try {
    await table.update(key, {
      UpdateExpression: 'ADD failures :one',
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
      ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await table.put({ ...key, failures: 1, expiresAt: nowSeconds + LOGIN_WINDOW_SECONDS });
  }
}

export async function clearLoginFailures(table: Table, email: string, ip: string): Promise<void> {
  await table.delete(keys.loginAttempts(bucket(email, ip)));
}
