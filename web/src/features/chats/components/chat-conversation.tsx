import type { Chat } from '@domain/chats/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';
import { sendChatMessage, useChatMessages } from '../api/chats';
import { addMessage } from '../hooks/use-chat-room';
import { CHATS_NS } from '../texts';

/** Spec 3 §9: older history loads when scrolled within 600 px of the top. */
const HISTORY_THRESHOLD_PX = 600;

interface ChatConversationProps {
  chat: Chat;
  userId: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The right pane: the chat's messages (older ones on scrolling up) and the message box. */
export function ChatConversation({ chat, userId, onEdit, onDelete }: ChatConversationProps) {
  const { t } = useTranslation(CHATS_NS);
  const queryClient = useQueryClient();
  const messages = useChatMessages(chat.id);
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const records = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.records);
  const owner = chat.ownerId === userId;

  // New messages keep the view at the bottom; an older page keeps the message the user was reading in place.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    // A page too short to scroll still shows the history above it.
    if (element.scrollTop < HISTORY_THRESHOLD_PX && messages.hasNextPage && !messages.isFetchingNextPage) {
      void messages.fetchNextPage();
    }
  }, [records.length]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (element.scrollTop < HISTORY_THRESHOLD_PX && messages.hasNextPage && !messages.isFetchingNextPage) {
      void messages.fetchNextPage();
    }
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    fromBottom.current = 0;
    void sendChatMessage(chat.id, message)
      .then((sent) => addMessage(queryClient, chat.id, sent))
      .catch(() => setText(message));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) send(event);
  };

  return (
    <div className="chats-conversation" data-testid="chat-conversation">
      <header className="chats-pane-header chats-conversation-header">
        <strong className="chats-conversation-title" data-testid="chat-open-title">
          {chat.title}
        </strong>
        {owner && (
          <span className="chats-owner-actions">
            {(
              [
                ['edit', 'edit', onEdit],
                ['delete', 'trash', onDelete],
              ] as const
            ).map(([action, icon, onClick]) => (
              <button
                key={action}
                type="button"
                className="icon-button"
                onClick={onClick}
                aria-label={t(`chats.${action}`)}
                title={t(`chats.${action}`)}
                data-testid={`chat-${action}`}
              >
                <Icon name={icon} size={18} />
              </button>
            ))}
          </span>
        )}
      </header>
      <div className="chats-messages" ref={list} onScroll={onScroll} data-testid="chat-messages">
        {messages.isSuccess && records.length === 0 && <p className="muted chats-note">{t('chats.noMessages')}</p>}
        {records.map((message) => (
          <div
            key={message.id}
            className={`chats-message${message.senderId === userId ? ' chats-message-mine' : ''}`}
            data-testid="chat-message"
          >
            {message.senderId !== userId && <span className="chats-message-sender">{message.sender.name}</span>}
            <span className="chats-message-text">{message.message}</span>
            <time className="chats-message-time muted">{formatDateTime(message.createdAt)}</time>
          </div>
        ))}
      </div>
      <form className="chats-compose" onSubmit={send}>
        <textarea
          className="input chats-compose-input"
          rows={1}
          value={text}
          placeholder={t('chats.placeholder')}
          aria-label={t('chats.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!text.trim()}
          aria-label={t('chats.send')}
          data-testid="chat-send"
        >
          <Icon name="send" size={18} />
        </button>
      </form>
    </div>
  );
}
