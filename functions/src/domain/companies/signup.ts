import { createHash } from 'node:crypto';
import { UNKNOWN_CLIENT } from '../../http/client-ip.js';
import { reserveAttempt, type AttemptLimit } from '../../platform/attempt-limit.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { addDays, dayOf } from '../common/company-time.js';
import { createCompanyWithAdmin, creationError, namedCompany } from './create-company.js';
import type { SignupBody } from './signup-schema.js';

/** Spec 2 §9: a new company is on trial for 7 days, with no card. */
export const TRIAL_DAYS = 7;
/** Signups one client may make per window, successful or not: enough for an office, few for a script. */
export const MAX_SIGNUPS_PER_CLIENT = 5;
const signupLimit: AttemptLimit = { max: MAX_SIGNUPS_PER_CLIENT, windowSeconds: 60 * 60 };

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const signupBucket = (ip: string) => ({ pk: `RATE#SIGNUP#${digest(ip)}`, sk: 'RATE' });

const tooManySignups = () =>
  new AppError('ERR_TOO_MANY_ATTEMPTS', 429, 'Muitos cadastros a partir deste endereço. Tente mais tarde.');

/**
 * A company on trial (recurrence MENSAL, dueDate today + 7 days, active, campaigns on) on an existing plan, with
 * its first admin: the same transaction that creates any company, so a name another company holds is refused too.
 * Every call counts against the client's budget, so neither company creation nor e-mail probing can be driven in
 * bulk. A client without an address (never the
 * case behind the web distribution or in the local server) shares one bucket.
 */
export async function signUp(deps: Deps, body: SignupBody, ip: string) {
  const now = deps.clock.now();
  const bucket = signupBucket(ip === UNKNOWN_CLIENT ? UNKNOWN_CLIENT : ip);
  if (!(await reserveAttempt(deps.table, bucket, signupLimit, now))) throw tooManySignups();
  // The company's day, as the daily invoice run counts it (an evening signup in Brazil is the next day in UTC).
  const dueDate = addDays(dayOf(now), TRIAL_DAYS);
  try {
    const created = await createCompanyWithAdmin(deps, { ...namedCompany(body), dueDate });
    return created.company;
  } catch (error) {
    throw creationError(error, () => new AppError('ERR_NOT_FOUND', 404, 'Plano não encontrado.'));
  }
}
