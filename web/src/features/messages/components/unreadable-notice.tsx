import type { Message } from '@domain/messages/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/**
 * A message the chat app could not decrypt and the customer's phone never sent again: the agent sees that
 * something arrived and asks for it again, instead of an empty bubble.
 */
export function UnreadableNotice({ message }: { message: Message }) {
  const { t } = useTranslation();
  if (!message.unreadable) return null;
  return (
    <span className="msg-card msg-unreadable" role="note" data-testid={`message-unreadable-${message.id}`}>
      <Icon name="alert" size={18} />
      <span className="msg-card-text">{t('conversation.unreadable')}</span>
    </span>
  );
}
