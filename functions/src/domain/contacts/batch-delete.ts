import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Key, Table } from '../../platform/table.js';

/** DynamoDB takes at most 25 writes per BatchWriteItem. */
const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

/**
 * Deletes many items by key (other attributes of what is passed are ignored), 25 per request, asking again for what DynamoDB leaves unprocessed (throttling).
 * Not atomic: used for cascades where each item is independent and a repeat is harmless.
 */
export async function batchDelete(table: Table, itemKeys: readonly Key[]): Promise<void> {
  const unique = [...new Map(itemKeys.map(({ pk, sk }) => [`${pk}\u0000${sk}`, { pk, sk }])).values()];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    let pending = unique.slice(start, start + BATCH_SIZE).map((key) => ({ DeleteRequest: { Key: key } }));
    for (let attempt = 1; pending.length > 0; attempt++) {
      const out = await table.doc.send(new BatchWriteCommand({ RequestItems: { [table.name]: pending } }));
      pending = (out.UnprocessedItems?.[table.name] ?? []) as typeof pending;
      if (pending.length === 0) break;
      if (attempt >= MAX_ATTEMPTS) throw new Error(`batchDelete: ${pending.length} items left unprocessed`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
    }
  }
}
