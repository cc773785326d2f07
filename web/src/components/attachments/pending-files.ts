/** Files one tray holds at most: several at once, never a flood of uploads from one drop. */
export const MAX_PENDING_FILES = 10;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file's size as a person reads it: '45 B', '3,2 KB', '12 MB' (1024-based, one decimal under 10). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** What a paste or drop carries as files (text or a link dragged along carries none). */
export function filesOf(transfer: Pick<DataTransfer, 'files'> | null | undefined): File[] {
  return Array.from(transfer?.files ?? []);
}

export type Refusal = { reason: 'tooLarge'; file: File } | { reason: 'tooMany' };

/**
 * Which of the offered files join a tray already holding `held`: those within `maxBytes`, up to
 * MAX_PENDING_FILES in all; and why the others were left out.
 */
export function admitFiles(held: number, offered: File[], maxBytes: number): { admitted: File[]; refused: Refusal[] } {
  const admitted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of offered) {
    if (file.size > maxBytes) refused.push({ reason: 'tooLarge', file });
    else if (held + admitted.length >= MAX_PENDING_FILES) refused.push({ reason: 'tooMany' });
    else admitted.push(file);
  }
  return { admitted, refused };
}
