import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useMessages } from '../api/get-messages';
import { MessageList } from './message-list';

interface SpyDialogProps {
  ticketId: string;
  open: boolean;
  onClose: () => void;
}

/** Spec 1 §2 and §6: an admin reads any ticket's conversation from the list, without touching it. */
export function SpyDialog({ ticketId, open, onClose }: SpyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={open ? <SpyTitle ticketId={ticketId} /> : ''} onClose={onClose} testId="spy-dialog">
      <div className="spy-dialog-body">
        <span className="chip spy-dialog-badge">{t('conversation.spy.readOnly')}</span>
        {open && <MessageList ticketId={ticketId} />}
      </div>
    </Modal>
  );
}

/** The contact's name, from the conversation's first page (the same cached query the list reads). */
function SpyTitle({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const { data } = useMessages(ticketId);
  const name = data?.pages[0]?.ticket.contact.name ?? '';
  return <>{t('conversation.spy.title', { name })}</>;
}
