import { TagCreate, type TagWithCount } from '@domain/tags/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';
import type { TagPayload } from './api/tags';

/** The tag modal (spec 2 §2): name, colour and, for admins and supervisors, the kanban switch. */
export interface TagFormValues {
  name: string;
  color: string;
  kanban: boolean;
}

/** A new tag starts violet, a colour of the shared palette. */
export const DEFAULT_TAG_COLOR = '#7c3aed';

export const emptyTagForm: TagFormValues = { name: '', color: DEFAULT_TAG_COLOR, kanban: false };

export const tagToForm = (tag: TagWithCount): TagFormValues => ({
  name: tag.name,
  color: tag.color,
  kanban: tag.kanban === 1,
});

/**
 * The tag to send, checked with the server's own schema (name required and ≥ 3 characters). The kanban flag goes
 * only from a user who may use the switch (spec 2 §6); for others the server keeps the tag's flag.
 */
export function toTagPayload(values: TagFormValues, mayUseKanban: boolean): Checked<TagPayload> {
  const parsed = TagCreate.safeParse({ name: values.name, color: values.color, kanban: values.kanban ? 1 : 0 });
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error) };
  const { name, color, kanban } = parsed.data;
  return { ok: true, payload: mayUseKanban ? { name, color, kanban } : { name, color } };
}

/** Spec 2 §6: the kanban switch is for profile admin or supervisor (compared case-insensitively). */
export const mayUseKanbanSwitch = (profile: string) => ['admin', 'supervisor'].includes(profile.toLowerCase());

/** Spec 2 §1: admins manage tags; supervisors edit them for the kanban switch; agents add them. */
export const tagActionsOf = (profile: string) => ({
  edit: mayUseKanbanSwitch(profile),
  remove: profile.toLowerCase() === 'admin',
});
