import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}

/** Asks before a destructive action; the confirm button is the danger one. */
export function ConfirmDialog({ open, title, children, onConfirm, onClose, busy }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onClose} size="sm" testId="confirm-dialog">
      <div className="modal-body">
        <p className="muted">{children}</p>
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {t('common.confirm')}
        </button>
      </footer>
    </Modal>
  );
}
