import type { Message } from '@domain/messages/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { ackState } from '../message-timeline';

interface MessageAckProps {
  messageId: string;
  ack: number;
  /** Set when the message was not sent: a red mark instead of the ticks (docs/decisions/013). */
  sendError?: Message['sendError'];
}

/** Delivery ticks of an own message (spec 1 §4): clock, ✓, ✓✓, blue ✓✓; or the red "not sent" mark. */
export function MessageAck({ messageId, ack, sendError }: MessageAckProps) {
  const { t } = useTranslation();
  if (sendError) {
    const label = `${t('conversation.notSent')}: ${t(`conversation.sendErrors.${sendError}`)}`;
    return (
      <span
        className="msg-ack msg-ack-failed"
        title={label}
        aria-label={label}
        role="img"
        data-testid={`message-ack-${messageId}`}
        data-ack={ack}
        data-state="failed"
      >
        <Icon name="alert" size={14} />
      </span>
    );
  }
  const state = ackState(ack);
  return (
    <span
      className={`msg-ack msg-ack-${state}`}
      title={t(`conversation.acks.${state}`)}
      aria-label={t(`conversation.acks.${state}`)}
      data-testid={`message-ack-${messageId}`}
      data-ack={ack}
      data-state={state}
    >
      {state === 'pending' ? <Icon name="clock" size={13} /> : state === 'sent' ? '✓' : '✓✓'}
    </span>
  );
}
