import type { Message } from '@domain/messages/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useResendMessage } from '../api/resend-message';

/** Under a message of ours that was not sent (docs/decisions/013): send it again. */
export function ResendButton({ message }: { message: Message }) {
  const { t } = useTranslation();
  const resend = useResendMessage(message.ticketId);
  if (!message.sendError) return null;
  return (
    <button
      type="button"
      className="msg-resend"
      onClick={() => resend.mutate(message.id)}
      disabled={resend.isPending}
      data-testid={`message-resend-${message.id}`}
    >
      <Icon name="refresh" size={13} />
      {t('conversation.resend')}
    </button>
  );
}
