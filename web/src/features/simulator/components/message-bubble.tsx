import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { ackState, ackTicks, messageTime } from '../simulator-logic';
import type { SimulatorMessage } from '../simulator-types';
import { MessageContent } from './message-content';

interface MessageBubbleProps {
  message: SimulatorMessage;
  onEdit: () => void;
  onDelete: () => void;
  /** A photo or video grew the bubble once loaded: the chat may need to stay at its bottom. */
  onMediaLoad?: () => void;
}

/**
 * On this phone the customer's messages are the own ones (right, editable, deletable); the business's arrive
 * on the left with the ticks of what the phone did with them.
 */
export function MessageBubble({ message, onEdit, onDelete, onMediaLoad }: MessageBubbleProps) {
  const { t } = useTranslation();
  const own = message.from === 'customer';
  const ack = message.from === 'business' ? ackState(message.ack ?? 0) : null;
  return (
    <div
      className={`bubble-row ${own ? 'own' : 'theirs'}`}
      data-testid="simulator-message"
      data-from={message.from}
      data-ack={message.ack}
    >
      <div className={`bubble${message.deleted ? ' deleted' : ''}`}>
        {message.deleted ? (
          <em className="muted">{t('simulator.deleted')}</em>
        ) : (
          <MessageContent message={message} onMediaLoad={onMediaLoad} />
        )}
        <span className="bubble-meta">
          {message.edited && !message.deleted && <span className="bubble-edited">{t('simulator.edited')}</span>}
          <span>{messageTime(message.timestamp)}</span>
          {ack && (
            <span className={`ticks ticks-${ack}`} title={t(`simulator.acks.${ack}`)} data-testid="simulator-ack">
              {ackTicks(ack)}
            </span>
          )}
        </span>
        {message.reaction && (
          <span className="bubble-reaction" title={t('simulator.reaction', { emoji: message.reaction })}>
            {message.reaction}
          </span>
        )}
      </div>
      {own && !message.deleted && (
        <span className="bubble-actions">
          {!message.media && !message.location && !message.vcards?.length && !message.call && (
            <button type="button" className="icon-button" aria-label={t('simulator.editMessage')} onClick={onEdit}>
              <Icon name="edit" size={15} />
            </button>
          )}
          <button
            type="button"
            className="icon-button danger"
            aria-label={t('simulator.deleteMessage')}
            onClick={onDelete}
          >
            <Icon name="trash" size={15} />
          </button>
        </span>
      )}
    </div>
  );
}
