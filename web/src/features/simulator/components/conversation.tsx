import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MEDIA_BYTES } from '@domain/simulator/schema';
import { FileDropZone } from '../../../components/attachments/attachment-tray';
import { useFileDrop } from '../../../components/attachments/use-file-drop';
import { usePendingFiles } from '../../../components/attachments/use-pending-files';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useConversationScroll } from '../../messages/hooks/use-conversation-scroll';
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
  // As the agents' conversation scrolls: it opens at the newest message and follows new ones (and photos as they
  // load) while the reader is at the bottom, never pulling down someone reading older messages.
  const scroll = useConversationScroll({
    oldestId: messages?.[0]?.id,
    newestId: messages?.at(-1)?.id,
    hasOlder: false,
    loadingOlder: false,
    loadOlder: noOlderPages,
  });

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
      <div
        className="phone-messages"
        ref={scroll.containerRef}
        onScroll={scroll.onScroll}
        data-testid="simulator-messages"
      >
        {isLoading && <Spinner />}
        {messages?.length === 0 && <p className="muted small center">{t('simulator.noMessages')}</p>}
        {messages?.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            onEdit={() => setEditing(message)}
            onDelete={() => deleteMessage.mutate({ connectionId, number, messageId: message.id })}
            onMediaLoad={scroll.onMediaLoad}
          />
        ))}
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

/** The phone's chat arrives whole: there is no older page to load. */
const noOlderPages = () => undefined;
