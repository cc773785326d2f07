import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { QueueRef, User } from '../../../types/api';
import { useUser } from '../api/get-user';
import { emptyUserForm, userToForm } from '../user-form-values';
import type { NamedOption } from './user-admin-fields';
import { UserForm } from './user-form';

export interface UserModalProps {
  open: boolean;
  /** Edit this user; absent to add a new one. */
  userId?: string;
  editorIsAdmin: boolean;
  queues: QueueRef[];
  connections: NamedOption[];
  onClose: () => void;
  onSaved?: (user: User) => void;
}

/** Add/edit user dialog; also the Profile dialog of the top bar (the user editing themself). */
export function UserModal({ open, userId, editorIsAdmin, queues, connections, onClose, onSaved }: UserModalProps) {
  const { t } = useTranslation();
  const { data: user, isError } = useUser(open ? userId : undefined);
  const waitingForUser = Boolean(userId) && !user;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={userId ? t('userModal.editTitle') : t('userModal.addTitle')}
      testId="user-modal"
    >
      {waitingForUser ? (
        // A failed load was already toasted; a form without the user's data would only mislead.
        <div className="modal-body center">
          {isError ? <p className="muted">{t('common.noRecords')}</p> : <Spinner />}
        </div>
      ) : (
        <UserForm
          key={user?.id ?? 'new'}
          userId={userId}
          initialValues={user ? userToForm(user) : emptyUserForm}
          editorIsAdmin={editorIsAdmin}
          queues={queues}
          connections={connections}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
