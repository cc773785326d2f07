import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md';
  testId?: string;
}

export function Modal({ open, title, onClose, children, size = 'md', testId }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="modal-root">
      <div className="modal-backdrop" aria-hidden="true" />
      <div className="modal-frame">
        <DialogPanel className={`modal modal-${size}`} data-testid={testId}>
          <header className="modal-header">
            <DialogTitle className="modal-title">{title}</DialogTitle>
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
              <Icon name="close" size={18} />
            </button>
          </header>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
