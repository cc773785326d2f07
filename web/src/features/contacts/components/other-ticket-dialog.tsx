import type { OpenTicketOwner } from '@domain/tickets/schema';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

interface OtherTicketDialogProps {
  owner: OpenTicketOwner | null;
  onGo: () => void;
  onClose: () => void;
}

/** ERR_OTHER_OPEN_TICKET: names who holds the contact's open ticket and offers to go to it. */
export function OtherTicketDialog({ owner, onGo, onClose }: OtherTicketDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={owner !== null}
      onClose={onClose}
      title={t('contacts.otherTicketTitle')}
      size="sm"
      testId="other-ticket"
    >
      <div className="modal-body">
        <p className="muted" data-testid="other-ticket-owner">
          {t('contacts.otherTicketOwner', {
            user: owner?.userName ?? t('contacts.otherTicketNoUser'),
            queue: owner?.queueName ?? t('contacts.otherTicketNoQueue'),
          })}
        </p>
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onGo} data-testid="go-to-other-ticket">
          {t('contacts.goToTicket')}
        </button>
      </footer>
    </Modal>
  );
}
