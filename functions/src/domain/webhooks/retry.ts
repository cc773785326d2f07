/**
 * The retry schedule (docs/decisions/056): after a failed attempt n (1-based), the next goes
 * `min(900, 30 · 2^(n-1))` seconds later, stretched by up to 10 % at random so endpoints that were down together are
 * not hit together; a Retry-After the endpoint sent is honoured up to the same cap (SQS delays one job 15 minutes at
 * most). Attempt MAX_ATTEMPTS is the last: 30 s, 1, 2, 4, 8, 15, 15 min → about 45 minutes in all.
 */
export const MAX_ATTEMPTS = 8;
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 900;

export function retryDelaySeconds(failedAttempt: number, retryAfterSeconds?: number, random = Math.random): number {
  const base = Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** (failedAttempt - 1));
  const wanted = Math.max(base, Math.min(MAX_RETRY_SECONDS, Math.ceil(retryAfterSeconds ?? 0)));
  return Math.min(MAX_RETRY_SECONDS, Math.round(wanted * (1 + 0.1 * random())));
}
