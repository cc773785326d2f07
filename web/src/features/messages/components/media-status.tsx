import type { Message } from '@domain/messages/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/**
 * A customer's attachment that is not here (yet): being downloaded by the session host, above the size cap, or
 * gone from the chat app's servers. The caption still shows below it, as the bubble's text.
 */
export function MediaStatus({ message }: { message: Message }) {
  const { t } = useTranslation();
  const { id, mediaStatus, mediaLimitMb } = message;
  if (!mediaStatus) return null;
  const text =
    mediaStatus === 'downloading'
      ? t('conversation.mediaDownloading')
      : mediaStatus === 'tooLarge'
        ? t('conversation.mediaTooLarge', { limit: mediaLimitMb })
        : t('conversation.mediaUnavailable');
  return (
    <span
      className="msg-card msg-media-status"
      role="status"
      data-testid={`message-media-status-${id}`}
      data-status={mediaStatus}
    >
      <Icon name="files" size={18} />
      <span className="msg-card-text">{text}</span>
    </span>
  );
}
