import type { Table } from '../../functions/src/platform/table.js';

/** Counts the DynamoDB requests `table` sends (a figure the machine's noise does not change) until `stop`. */
export function countRequests(table: Table) {
  const counter = { count: 0, stop: () => {} };
  const name = `bench-request-count-${Date.now()}-${Math.random()}`;
  table.doc.middlewareStack.add(
    (next) => async (args) => {
      counter.count++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  counter.stop = () => void table.doc.middlewareStack.remove(name);
  return counter;
}
