import { keys } from '../../functions/src/platform/keys.js';
import type { TestContext } from '../../functions/src/testing/harness.js';

/** Renames a stored contact, user, queue, connection or tag in place, as its own edit would. */
export const renameItem = (ctx: TestContext, key: { pk: string; sk: string }, name: string) =>
  ctx.deps.table.update(key, {
    UpdateExpression: 'SET #n = :n',
    ExpressionAttributeNames: { '#n': 'name' },
    ExpressionAttributeValues: { ':n': name },
  });

/** A tag of the company as the tags domain stores it (id `tag-<name>`, green). */
export async function putTag(ctx: TestContext, companyId: string, name: string) {
  const id = `tag-${name}`;
  await ctx.deps.table.put({
    ...keys.tag(companyId, id),
    gsi1pk: keys.tagsIndex(companyId),
    gsi1sk: name,
    id,
    name,
    color: '#00aa00',
  });
  return id;
}
