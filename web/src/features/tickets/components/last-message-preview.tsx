import type { Ticket } from '@domain/tickets/schema';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../messages/format-message';
import '../../../i18n/conversation-texts';

interface LastMessagePreviewProps {
  ticket: Pick<Ticket, 'lastMessage' | 'lastMessageDeleted'>;
  className?: string;
}

/**
 * A ticket's last message as the list and the bell show it (issue 14): its words without the formatting markers
 * the conversation renders, or the conversation's deleted mark when the last message was deleted.
 */
export function LastMessagePreview({ ticket, className = '' }: LastMessagePreviewProps) {
  const { t } = useTranslation();
  if (ticket.lastMessageDeleted) {
    return (
      <span className={`${className} last-message-deleted`} data-testid="last-message-deleted">
        {t('conversation.deleted')}
      </span>
    );
  }
  return <span className={className}>{plainText(ticket.lastMessage)}</span>;
}
