import { reserveAttempt, type AttemptLimit } from '../../platform/attempt-limit.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { keys } from '../../platform/keys.js';

/**
 * Emails are unique across companies (login is by email alone), so a refused claim tells the admin that the
 * address has an account somewhere. The answer never says where (docs/decisions/018), and a company may meet
 * only this many refusals per window: probing the platform's customer list one address at a time is bounded,
 * while an admin who mistypes a colleague's address now and then never notices.
 */
export const MAX_EMAIL_CLAIM_FAILURES = 10;
const EMAIL_CLAIM_WINDOW_SECONDS = 60 * 60;
const limit: AttemptLimit = { max: MAX_EMAIL_CLAIM_FAILURES, windowSeconds: EMAIL_CLAIM_WINDOW_SECONDS };

/** The same answer whether the address belongs to a user of this company or of another. */
export const emailTaken = () => new AppError('ERR_EMAIL_ALREADY_EXISTS', 409, 'Este e-mail já está em uso.');

const tooManyClaims = () =>
  new AppError(
    'ERR_TOO_MANY_ATTEMPTS',
    429,
    'Muitas tentativas de cadastro com e-mails em uso. Tente novamente mais tarde.',
  );

/**
 * Runs a write that claims an email for a user of the company. The claim is reserved in the company's budget
 * before the write, so parallel probes are counted as they arrive; once the budget is spent every claim is
 * refused, taken or not, so the refusal itself tells nothing. Only a refused claim keeps its place.
 */
export async function claimingEmail<T>(deps: Deps, companyId: string, write: () => Promise<T>): Promise<T> {
  const attempt = await reserveAttempt(deps.table, keys.emailClaimAttempts(companyId), limit, deps.clock.now());
  if (!attempt) throw tooManyClaims();
  try {
    const result = await write();
    await attempt.release();
    return result;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'ERR_EMAIL_ALREADY_EXISTS')) await attempt.release();
    throw error;
  }
}
