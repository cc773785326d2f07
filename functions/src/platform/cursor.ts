import { AppError } from './errors.js';

/**
 * The cursor of a Query page: its LastEvaluatedKey as base64url JSON. It comes back from the client, so it is
 * read strictly: exactly the key attributes of the query that made it (pk, sk, and the index's own pair when it
 * ran on an index), each a string no longer than DynamoDB allows. Anything else is a 400, never handed to DynamoDB,
 * where a number like 1e400 or a wrong shape would fail as a 500. A well-formed key of another partition is
 * refused by DynamoDB itself (Table.query answers that 400).
 */
export type IndexName = 'gsi1' | 'gsi2' | 'gsi3';

/** DynamoDB's limit for a sort key, in bytes (a partition key may have 2,048; ours are far shorter). */
const MAX_KEY_BYTES = 1024;

export const invalidCursor = () => new AppError('ERR_VALIDATION', 400, 'Invalid cursor');

export function encodeCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

export function decodeCursor(cursor: string | undefined, index?: IndexName): Record<string, string> | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const value = parse(cursor);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidCursor();
  const expected = keyAttributes(index);
  const entries = Object.entries(value as Record<string, unknown>);
  const wellFormed =
    entries.length === expected.length &&
    entries.every(
      ([name, part]) =>
        expected.includes(name) &&
        typeof part === 'string' &&
        part.length > 0 &&
        Buffer.byteLength(part) <= MAX_KEY_BYTES,
    );
  if (!wellFormed) throw invalidCursor();
  return value as Record<string, string>;
}

function keyAttributes(index: IndexName | undefined): string[] {
  return index ? ['pk', 'sk', `${index}pk`, `${index}sk`] : ['pk', 'sk'];
}

function parse(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
}
