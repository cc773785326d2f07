import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useSaveForm } from '../../../hooks/use-save-form';
import type { QueueRef, User } from '../../../types/api';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { toUserSave, type UserFormValues } from '../user-form-values';
import { UserAdminFields, type NamedOption } from './user-admin-fields';

export interface UserFormProps {
  /** The user being edited; absent when adding one. */
  userId?: string;
  initialValues: UserFormValues;
  editorIsAdmin: boolean;
  queues: QueueRef[];
  connections: NamedOption[];
  onCancel: () => void;
  onSaved: (user: User) => void;
}

export function UserForm({
  userId,
  initialValues,
  editorIsAdmin,
  queues,
  connections,
  onCancel,
  onSaved,
}: UserFormProps) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const saving = createUser.isPending || updateUser.isPending;
  const { values, errors, change, onSubmit } = useSaveForm({
    initialValues,
    check: (current: UserFormValues) => toUserSave(current, userId, editorIsAdmin),
    send: (save) => (save.id === undefined ? createUser.mutateAsync(save.input) : updateUser.mutateAsync(save)),
    savedMessage: t('userModal.saved'),
    onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="user-form">
      <div className="modal-body form-grid">
        <TextField
          label={t('userModal.name')}
          name="name"
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => change({ name: event.target.value })}
          autoFocus
        />
        <TextField
          label={t('userModal.email')}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => change({ email: event.target.value })}
        />
        <TextField
          label={t('userModal.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint={userId ? t('userModal.passwordKeep') : undefined}
          onChange={(event) => change({ password: event.target.value })}
        />
        {editorIsAdmin && (
          <UserAdminFields values={values} onChange={change} queues={queues} connections={connections} />
        )}
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {userId ? t('common.save') : t('common.add')}
        </button>
      </footer>
    </form>
  );
}
