import type { Message } from '@domain/messages/schema';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useConversationScroll } from '../hooks/use-conversation-scroll';
import { useMessageEvents } from '../hooks/use-message-events';
import { chatOf, messagesOldestFirst } from '../message-cache';
import { mayDeleteMessage } from '../message-permissions';
import { buildTimeline, dayLabel, timeLabel, type TimelineItem } from '../message-timeline';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  ticketId: string;
  /** Replying (and deleting own messages) is offered only where the user can write; absent: read-only. */
  onReply?: (message: Message) => void;
}

/** The contact's conversation on the ticket's connection, oldest at the top, live. */
export function MessageList({ ticketId, onReply }: MessageListProps) {
  const { t } = useTranslation();
  const query = useMessages(ticketId);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useMessageEvents(ticketId, chatOf(data));
  const messages = useMemo(() => messagesOldestFirst(data), [data]);
  const items = useMemo(() => buildTimeline(messages), [messages]);
  const isGroup = data?.pages[0]?.ticket.isGroup ?? false;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const scroll = useConversationScroll({
    oldestId: messages[0]?.id,
    newestId: messages.at(-1)?.id,
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder,
  });
  const me = useCurrentUser();
  const remove = useDeleteMessage(ticketId);
  const [deleting, setDeleting] = useState<Message | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  const renderItem = (item: TimelineItem) => {
    if (item.kind === 'message') {
      return (
        <MessageBubble
          key={item.key}
          message={item.message}
          showSender={isGroup}
          onReply={onReply}
          onDelete={onReply && mayDeleteMessage(item.message, me) ? setDeleting : undefined}
          onMediaLoad={scroll.onMediaLoad}
        />
      );
    }
    if (item.kind === 'day') {
      return (
        <div key={item.key} className="msg-day" data-testid="message-day">
          <span>{item.label}</span>
        </div>
      );
    }
    const started = item.kind === 'ticket-start';
    return (
      <div
        key={item.key}
        className={`msg-ticket-marker ${started ? 'started' : 'ended'}`}
        data-testid={`ticket-${started ? 'started' : 'ended'}-marker`}
      >
        <span>
          {t(started ? 'conversation.ticketStarted' : 'conversation.ticketEnded', {
            date: `${dayLabel(item.at)} ${timeLabel(item.at)}`,
          })}
        </span>
      </div>
    );
  };

  return (
    <div
      className="msg-list"
      ref={scroll.containerRef}
      onScroll={scroll.onScroll}
      data-testid="message-list"
      data-has-older={hasNextPage}
      aria-busy={query.isLoading || isFetchingNextPage}
    >
      {isFetchingNextPage && <p className="muted small center">{t('conversation.loadingOlder')}</p>}
      {query.isLoading && (
        <div className="center">
          <Spinner />
        </div>
      )}
      {query.isSuccess && messages.length === 0 && <p className="muted small center">{t('conversation.noMessages')}</p>}
      {items.map(renderItem)}
      <ConfirmDialog
        open={deleting !== null}
        title={t('conversation.deleteTitle')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      >
        {t('conversation.deleteMessage')}
      </ConfirmDialog>
    </div>
  );
}
