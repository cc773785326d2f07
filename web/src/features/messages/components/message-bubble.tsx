import type { Message } from '@domain/messages/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatMessage } from '../format-message';
import { senderName, textOf, timeLabel } from '../message-timeline';
import { MessageAck } from './message-ack';
import { MediaStatus } from './media-status';
import { MessageMedia } from './message-media';
import { MessageMenu } from './message-menu';
import { MessageReactions } from './message-reactions';
import { QuotedMessage } from './quoted-message';
import { ResendButton } from './resend-button';
import { UnreadableNotice } from './unreadable-notice';

interface MessageBubbleProps {
  message: Message;
  /** Group tickets name who wrote each of the contacts' messages. */
  showSender: boolean;
  /** Absent in a read-only view: no menu. */
  onReply?: (message: Message) => void;
  onDelete?: (message: Message) => void;
  onMediaLoad?: () => void;
}

/** One message: the contact's on the left, the business's on the right with its ticks. */
export function MessageBubble({ message, showSender, onReply, onDelete, onMediaLoad }: MessageBubbleProps) {
  const { t } = useTranslation();
  const own = message.fromMe;
  const text = textOf(message);
  const deletable = own && !message.isDeleted && onDelete;
  return (
    <div
      className={`msg-row ${own ? 'own' : 'theirs'}`}
      data-testid={`message-${message.id}`}
      data-from-me={own}
      data-media-type={message.mediaType}
      data-deleted={message.isDeleted}
    >
      <div className={`msg-bubble${message.isDeleted ? ' deleted' : ''}`}>
        {onReply && <MessageMenu message={message} onReply={onReply} onDelete={deletable ? onDelete : undefined} />}
        {showSender && !own && <span className="msg-sender">{senderName(message)}</span>}
        {message.quotedMsg && <QuotedMessage quoted={message.quotedMsg} testId={`message-quoted-${message.id}`} />}
        <MessageMedia message={message} onMediaLoad={onMediaLoad} />
        <MediaStatus message={message} />
        <UnreadableNotice message={message} />
        {text && (
          <p className="msg-text" data-testid={`message-text-${message.id}`}>
            {formatMessage(text)}
          </p>
        )}
        <span className="msg-meta">
          {message.isDeleted && (
            <span className="msg-deleted-mark" data-testid={`message-deleted-${message.id}`}>
              <Icon name="block" size={12} />
              {t('conversation.deleted')}
            </span>
          )}
          {message.isEdited && !message.isDeleted && (
            <span className="msg-edited-mark" data-testid={`message-edited-${message.id}`}>
              {t('conversation.edited')}
            </span>
          )}
          <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
          {own && <MessageAck messageId={message.id} ack={message.ack} sendError={message.sendError} />}
        </span>
        {own && onReply && <ResendButton message={message} />}
        <MessageReactions message={message} />
      </div>
    </div>
  );
}
