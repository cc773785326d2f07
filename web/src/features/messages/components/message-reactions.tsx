import type { Message } from '@domain/messages/schema';
import { useTranslation } from 'react-i18next';
import { reactionSummary } from '../reaction-summary';

/** The reactions to a message, in a chip that hangs from the bubble's lower edge as in the chat app. */
export function MessageReactions({ message }: { message: Message }) {
  const { t } = useTranslation();
  const groups = reactionSummary(message.reactions);
  if (groups.length === 0) return null;
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <span
      className="msg-reactions"
      data-testid={`message-reactions-${message.id}`}
      aria-label={t('conversation.reactions', { count: total })}
    >
      {groups.map(({ emoji, count }) => (
        <span key={emoji} className="msg-reaction">
          {emoji}
          {count > 1 && <span className="msg-reaction-count">{count}</span>}
        </span>
      ))}
    </span>
  );
}
