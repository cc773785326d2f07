/** Spec 2 §2 and §5: hour inputs use the mask ##:##. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What an hour input shows for what was typed: digits only, at most four, with a ':' after the first two.
 * A typed ':' is dropped and put back by the mask, so deleting past it never leaves the input stuck.
 */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** A complete time of day from 00:00 to 23:59. */
export const isValidTime = (value: string): boolean => TIME.test(value);
