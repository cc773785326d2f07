import { UserCreate, UserUpdate } from '@domain/users/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';
import type { Profile, User } from '../../types/api';

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  profile: Profile;
  queueIds: string[];
  /** '' means no default connection. */
  whatsappId: string;
}

export const emptyUserForm: UserFormValues = {
  name: '',
  email: '',
  password: '',
  profile: 'user',
  queueIds: [],
  whatsappId: '',
};

export function userToForm(user: User): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    profile: user.profile,
    queueIds: user.queues.map((queue) => queue.id),
    whatsappId: user.whatsappId ?? '',
  };
}

/**
 * Checks the form with the server's own schema. Profile, queues and connection are sent only by admins
 * (spec 1 §5): a non-admin editing their profile cannot change them.
 */
export function toCreatePayload(values: UserFormValues): Checked<UserCreate> {
  // An empty password is a missing one here, so the form says 'Required' rather than 'Too Short!'.
  const parsed = UserCreate.safeParse({
    ...values,
    password: values.password || undefined,
    whatsappId: values.whatsappId || null,
  });
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

export function toUpdatePayload(values: UserFormValues, editorIsAdmin: boolean): Checked<UserUpdate> {
  const { profile, queueIds, whatsappId, ...own } = values;
  const input = editorIsAdmin ? { ...own, profile, queueIds, whatsappId: whatsappId || null } : own;
  const parsed = UserUpdate.safeParse({ ...input, password: values.password || undefined });
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** What the dialog saves: a new user, or the changes to the user being edited. */
export type UserSave = { id?: undefined; input: UserCreate } | { id: string; input: UserUpdate };

export function toUserSave(
  values: UserFormValues,
  userId: string | undefined,
  editorIsAdmin: boolean,
): Checked<UserSave> {
  if (userId) {
    const checked = toUpdatePayload(values, editorIsAdmin);
    return checked.ok ? { ok: true, payload: { id: userId, input: checked.payload } } : checked;
  }
  const checked = toCreatePayload(values);
  return checked.ok ? { ok: true, payload: { input: checked.payload } } : checked;
}
