import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { ackState } from '../message-timeline';

/** Delivery ticks of an own message (spec 1 §4): clock, ✓, ✓✓, blue ✓✓. */
export function MessageAck({ messageId, ack }: { messageId: string; ack: number }) {
  const { t } = useTranslation();
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
