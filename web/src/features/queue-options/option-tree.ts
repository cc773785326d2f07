import type { QueueOptionAnswer } from '@domain/queue-options/schema';

/** An option with its children, each level ordered by the number the customer types. */
export interface OptionNode {
  option: QueueOptionAnswer;
  children: OptionNode[];
}

/** Where an option hangs: -1 for the roots, as the API says it. */
export type OptionParent = string | -1;

/** What the editor's inline form is doing: adding under a parent (-1 = a root), or editing an option. */
export type OptionDraft = { mode: 'add'; parentId: OptionParent } | { mode: 'edit'; option: QueueOptionAnswer };

export const draftParent = (draft: OptionDraft): OptionParent =>
  draft.mode === 'add' ? draft.parentId : draft.option.parentId;

/** Numeric order ('2' before '10'); equal numbers ('01' and '1') fall back to the text. */
export function compareOptionKeys(a: string, b: string): number {
  return Number(a) - Number(b) || a.localeCompare(b);
}

/**
 * The flat list the API answers, as a tree. An option whose parent is not in the list (deleted meanwhile)
 * is shown as a root rather than lost, so it can still be edited or removed.
 */
export function buildOptionTree(options: readonly QueueOptionAnswer[]): OptionNode[] {
  const nodes = new Map(options.map((option) => [option.id, { option, children: [] as OptionNode[] }]));
  const roots: OptionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.option.parentId === -1 ? undefined : nodes.get(node.option.parentId);
    (parent ? parent.children : roots).push(node);
  }
  sortLevel(roots);
  return roots;
}

function sortLevel(level: OptionNode[]): void {
  level.sort((a, b) => compareOptionKeys(a.option.option, b.option.option));
  for (const node of level) sortLevel(node.children);
}

/** The options directly under a parent. */
export function siblingsOf(options: readonly QueueOptionAnswer[], parentId: OptionParent): QueueOptionAnswer[] {
  return options.filter((option) => option.parentId === parentId);
}

/**
 * The number proposed for a new option: the smallest from 1 up that no sibling uses. 0 is never proposed
 * because the chatbot menu uses it for "Voltar".
 */
export function nextFreeOption(siblings: readonly Pick<QueueOptionAnswer, 'option'>[]): string {
  const taken = new Set(siblings.map((sibling) => Number(sibling.option)));
  let candidate = 1;
  while (taken.has(candidate)) candidate += 1;
  return String(candidate);
}
