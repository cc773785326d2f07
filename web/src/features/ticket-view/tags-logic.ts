import type { TagRef } from '@domain/tags/schema';

const normalize = (name: string) => name.trim().toLocaleLowerCase();

/** The company's tags whose name contains what was typed (all of them while nothing is typed). */
export function matchingTags<T extends Pick<TagRef, 'name'>>(tags: T[], query: string): T[] {
  const search = normalize(query);
  return search ? tags.filter((tag) => normalize(tag.name).includes(search)) : tags;
}

/** The name a new tag would get from the typed text; null when it is blank or the company already has it. */
export function newTagName(tags: Pick<TagRef, 'name'>[], query: string): string | null {
  const name = query.trim();
  if (!name) return null;
  return tags.some((tag) => normalize(tag.name) === normalize(name)) ? null : name;
}

/** The ticket's tag list without one tag (a chip's remove button). */
export const withoutTag = (tags: TagRef[], tagId: string) => tags.filter((tag) => tag.id !== tagId);
