import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What `useDeleteConfirmation` hands a page: the record asked about and the dialog's actions. */
interface Deletion<T> {
  target: T | null;
  confirm: () => void;
  cancel: () => void;
  busy: boolean;
}

interface DeletionDialogProps<T> {
  deletion: Deletion<T>;
  /** The title, naming the record asked about. */
  title: (target: T | null) => ReactNode;
  children: ReactNode;
}

/** The "delete this?" dialog of a list page, open while `useDeleteConfirmation` holds a record. */
export function DeletionDialog<T>({ deletion, title, children }: DeletionDialogProps<T>) {
  return (
    <ConfirmDialog
      open={deletion.target !== null}
      title={title(deletion.target)}
      onConfirm={deletion.confirm}
      onClose={deletion.cancel}
      busy={deletion.busy}
    >
      {children}
    </ConfirmDialog>
  );
}
