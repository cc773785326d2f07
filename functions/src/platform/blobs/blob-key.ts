import { AppError } from '../errors.js';

/** Lifetime of a signed media URL when the caller names none. */
export const DEFAULT_SIGNED_URL_SECONDS = 3600;

const MAX_KEY_LENGTH = 1024;

/**
 * Blob keys are relative paths of plain segments (`<companyId>/<connectionId>/<file>`): no `.`/`..`, no empty
 * segment, no backslash or control character. The local store maps keys to files, so a key must never name a
 * place outside its directory; the S3 store applies the same rule so both stores accept the same keys.
 */
export function assertBlobKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    ![...key].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f') &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw new AppError('ERR_VALIDATION', 400, 'Invalid media key');
}
