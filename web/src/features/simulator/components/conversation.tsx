import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MEDIA_BYTES } from '@domain/simulator/schema';
import { FileDropZone } from '../../../components/attachments/attachment-tray';
import { useFileDrop } from '../../../components/attachments/use-file-drop';
import { usePendingFiles } from '../../../components/attachments/use-pending-files';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useDeleteCustomerMessage } from '../api/delete-customer-message';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { usePlaceCall } from '../api/place-call';
import type { SimulatorCustomer, SimulatorMessage } from '../simulator-types';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

interface ConversationProps {
  connectionId: string;
  customer: SimulatorCustomer;
}

/** One customer's chat: what they sent and what the business answered, newest at the bottom. */
export function Conversation({ connectionId, customer }: ConversationProps) {
  const { t } = useTranslation();
  const { number, name } = customer;
  const { data: messages, isLoading } = useMessages(connectionId, number);
  const markRead = useMarkRead();
  const call = usePlaceCall();
  const deleteMessage = useDeleteCustomerMessage();
  const [editing, setEditing] = useState<SimulatorMessage | null>(null);
  const attachments = usePendingFiles(MAX_MEDIA_BYTES);
  const drop = useFileDrop(attachments.add, !editing);
  const bottom = useRef<HTMLDivElement>(null);

  // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages?.length]);

  return (
    <section
      className="phone-conversation"
      data-testid="simulator-conversation"
      data-number={number}
      {...drop.handlers}
    >
      <header className="phone-conversation-header">
        <div>
          <strong>{name || number}</strong>
          <span className="muted small"> {number}</span>
        </div>
        <div className="phone-conversation-actions">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => markRead.mutate({ connectionId, number })}
            data-testid="simulator-read"
          >
            {t('simulator.markRead')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() =>
              call.mutate({ connectionId, number, name }, { onSuccess: () => toast.info(t('simulator.calling')) })
            }
            data-testid="simulator-call"
          >
            {t('simulator.call')}
          </button>
        </div>
      </header>
      <div className="phone-messages" data-testid="simulator-messages">
        {isLoading && <Spinner />}
        {messages?.length === 0 && <p className="muted small center">{t('simulator.noMessages')}</p>}
        {messages?.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            onEdit={() => setEditing(message)}
            onDelete={() => deleteMessage.mutate({ connectionId, number, messageId: message.id })}
          />
        ))}
        <div ref={bottom} />
      </div>
      <Composer
        connectionId={connectionId}
        customer={customer}
        editing={editing}
        onEditDone={() => setEditing(null)}
        attachments={attachments}
      />
      {drop.dragging && <FileDropZone />}
    </section>
  );
}
