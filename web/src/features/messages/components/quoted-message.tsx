import type { QuotedMessage as Quoted } from '@domain/messages/schema';
import { useTranslation } from 'react-i18next';
import { senderName } from '../message-timeline';

/** The message a reply answers (in a bubble, and in the input while replying): who wrote it and its words. */
export function QuotedMessage({ quoted, testId }: { quoted: Quoted; testId?: string }) {
  const { t } = useTranslation();
  const author = quoted.fromMe ? t('conversation.you') : senderName(quoted);
  const preview = quoted.isDeleted
    ? t('conversation.deleted')
    : quoted.body || (quoted.mediaType !== 'chat' ? t(`conversation.mediaTypes.${quoted.mediaType}`) : '');
  return (
    <div className={`msg-quoted${quoted.fromMe ? ' own' : ''}`} data-testid={testId}>
      <strong className="msg-quoted-author">{author}</strong>
      <span className="msg-quoted-text">{preview}</span>
    </div>
  );
}
