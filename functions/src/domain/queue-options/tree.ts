/** Walking an option tree by its parent links (pure, so the rules are tested without a table). */
export interface TreeNode {
  id: string;
  parentId: string | null;
}

/**
 * The deepest a chain of options is followed upwards. It is far beyond any menu a customer walks, and keeps
 * a re-parent's transaction (one check per ancestor) under DynamoDB's 100 items.
 */
export const MAX_OPTION_DEPTH = 50;

/** Every option below `rootId` (not the root itself), each once even if the links were ever circular. */
export function descendantsOf<T extends TreeNode>(options: readonly T[], rootId: string): T[] {
  const children = new Map<string, T[]>();
  for (const option of options) {
    if (option.parentId === null) continue;
    children.set(option.parentId, [...(children.get(option.parentId) ?? []), option]);
  }
  const found = new Map<string, T>();
  const pending = [rootId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const child of children.get(id) ?? []) {
      if (found.has(child.id) || child.id === rootId) continue;
      found.set(child.id, child);
      pending.push(child.id);
    }
  }
  return [...found.values()];
}

/**
 * `start` and its ancestors up to the root, read one by one through `load`. Undefined when the chain is deeper
 * than `limit` or loops (which a guarded re-parent never lets happen, but a walk must still end).
 */
export async function ancestryOf<T extends TreeNode>(
  start: T,
  load: (id: string) => Promise<T | undefined>,
  limit = MAX_OPTION_DEPTH,
): Promise<T[] | undefined> {
  const chain = [start];
  for (let node = start; node.parentId !== null;) {
    if (chain.length >= limit || chain.some((seen) => seen.id === node.parentId)) return undefined;
    const parent = await load(node.parentId);
    if (!parent) break;
    chain.push(parent);
    node = parent;
  }
  return chain;
}
