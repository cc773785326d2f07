import { UserModal, type UserModalProps } from '../../features/users/components/user-modal';
import { useUserFormOptions } from '../use-user-form-options';

interface ProfileModalProps {
  open: boolean;
  userId: string;
  admin: boolean;
  onClose: () => void;
  onSaved: UserModalProps['onSaved'];
}

/**
 * The user's own profile form from the user menu, with the queues and connections an admin may pick: a chunk of
 * its own (zod rules, the queue picker, the users API), fetched when the menu is pointed at.
 */
export function ProfileModal({ open, userId, admin, onClose, onSaved }: ProfileModalProps) {
  const { queues, connections } = useUserFormOptions(admin && open);
  return (
    <UserModal
      open={open}
      userId={userId}
      editorIsAdmin={admin}
      queues={queues}
      connections={connections}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
