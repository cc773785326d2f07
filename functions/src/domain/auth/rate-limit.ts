import { createHash } from 'node:crypto';
import { reserveAttempt, type AttemptLimit } from '../../platform/attempt-limit.js';
import { AppError } from '../../platform/errors.js';
import { UNKNOWN_CLIENT } from '../../http/client-ip.js';
import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed logins allowed per email+client within the window before further attempts are refused. */
export const MAX_FAILED_LOGINS = 10;
/**
 * Failed logins allowed per client across all emails: an office behind one address rarely fails 20 times in
 * 15 minutes, while a guesser trying one password on many accounts is stopped after 20.
 */
export const MAX_FAILED_LOGINS_PER_CLIENT = 20;

const accountLimit: AttemptLimit = { max: MAX_FAILED_LOGINS, windowSeconds: LOGIN_WINDOW_SECONDS };
const clientLimit: AttemptLimit = { max: MAX_FAILED_LOGINS_PER_CLIENT, windowSeconds: LOGIN_WINDOW_SECONDS };

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const accountBucket = (email: string, ip: string) => keys.loginAttempts(digest(`${email.toLowerCase()}|${ip}`));
const clientBucket = (ip: string) => keys.loginAttempts(`CLIENT#${digest(ip)}`);

/**
 * An unknown address is no one client: one bucket for it would let 20 failures anywhere lock out every caller
 * without an address, so only the per-account bucket applies to it.
 */
const unlimited = { release: async () => undefined };

const tooMany = () =>
  new AppError('ERR_TOO_MANY_ATTEMPTS', 429, 'Muitas tentativas de login. Tente novamente em alguns minutos.');

/** A login attempt that holds its place in both buckets: a failure as it stands, until it succeeds. */
export interface LoginAttempt {
  /** The password was right: the attempt is given back to the client and the account's failures are cleared. */
  succeeded(): Promise<void>;
}

/**
 * Reserves the attempt in the client's bucket and in the email+client bucket before the password is checked,
 * so parallel guesses are counted as they arrive (issue 13). A full bucket refuses with 429 and counts nothing.
 */
export async function reserveLoginAttempt(table: Table, email: string, ip: string, now: Date): Promise<LoginAttempt> {
  const client = ip === UNKNOWN_CLIENT ? unlimited : await reserveAttempt(table, clientBucket(ip), clientLimit, now);
  if (!client) throw tooMany();
  const account = await reserveAttempt(table, accountBucket(email, ip), accountLimit, now);
  if (!account) {
    await client.release();
    throw tooMany();
  }
  return {
    async succeeded() {
      await Promise.all([client.release(), table.delete(accountBucket(email, ip))]);
    },
  };
}
