import { monotonicFactory } from 'ulid';

const next = monotonicFactory();

/** Time-sortable unique id (ULID); where the spec shows a uuid the same id serves. */
export function newId(): string {
  return next();
}
