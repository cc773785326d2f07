import { AsyncLocalStorage } from 'node:async_hooks';
import { forgetLookup } from '../../functions/src/domain/lookups/company-lookups.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/** One DynamoDB request: its command and, for a query or a GetItem, the partition it read. */
export interface CountedRequest {
  command: string;
  partition?: string;
}

const running = new AsyncLocalStorage<CountedRequest[]>();
const counting = new WeakSet<object>();

/**
 * The DynamoDB requests `work` makes (itself and whatever it awaits), and only those: the job queue's polls and
 * other background work of the same table run outside it and are not counted. A figure independent of the
 * machine's noise, for tests that a read costs a fixed number of calls.
 */
export async function requestsOf(ctx: TestContext, work: () => Promise<unknown>): Promise<CountedRequest[]> {
  const stack = ctx.deps.table.doc.middlewareStack;
  if (!counting.has(stack)) {
    counting.add(stack);
    stack.add(
      (next, context) => async (args) => {
        const input = args.input as { ExpressionAttributeValues?: Record<string, unknown>; Key?: { pk?: unknown } };
        const pk = input.ExpressionAttributeValues?.[':pk'] ?? input.Key?.pk;
        running
          .getStore()
          ?.push({ command: context.commandName ?? 'unknown', ...(typeof pk === 'string' ? { partition: pk } : {}) });
        return next(args);
      },
      { step: 'initialize', name: 'test-request-count' },
    );
  }
  const seen: CountedRequest[] = [];
  await running.run(seen, work);
  return seen;
}

/** How many of each command, e.g. { QueryCommand: 3, BatchGetItemCommand: 1 }. */
export function tally(requests: CountedRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) counts[request.command] = (counts[request.command] ?? 0) + 1;
  return counts;
}

/**
 * Empties the company's lookups a request reads through (its item, for the lockout and plan checks; users, for
 * authentication and names; queues, connections and tags; docs/decisions/033, 058), so the next read's count is
 * the cold one, the same whatever ran before it.
 */
export function coldLookups(ctx: TestContext, companyId: string): void {
  for (const kind of ['company', 'users', 'queues', 'connections', 'tags'] as const) {
    forgetLookup(ctx.deps, companyId, kind);
  }
}
