import type { Chat } from '@domain/chats/schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { useChatList } from '../api/chat-list';
import { useChat, useDeleteChat } from '../api/chats';
import { useChatRoom } from '../hooks/use-chat-room';
import { CHATS_NS } from '../texts';
import { ChatConversation } from './chat-conversation';
import { ChatDialog } from './chat-dialog';
import { ChatListPane } from './chat-list-pane';
import './chats.css';

type Tab = 'chats' | 'messages';

/** /chats and /chats/{uuid} (spec 3 §2): two panes on wide screens, two tabs below 600 px. */
export function ChatsPage() {
  const { t } = useTranslation(CHATS_NS);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const openId = useParams().id;
  const narrow = useMediaQuery('(max-width: 599px)');
  const [tab, setTab] = useState<Tab>(openId ? 'messages' : 'chats');
  const [dialog, setDialog] = useState<{ chat?: Chat } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const list = useChatList();
  const opened = useChat(openId);
  const remove = useDeleteChat();
  const chat = list.data?.find((known) => known.id === openId) ?? opened.data;
  useChatRoom(user.companyId, user.id, openId);
  useEffect(() => {
    if (openId) setTab('messages');
  }, [openId]);

  // The open chat deleted (or this user removed from it) elsewhere: the conversation clears, back to /chats.
  useSocketEvent(`company-${user.companyId}-chat`, (payload) => {
    const event = payload as { action?: string; chatId?: string } | undefined;
    if (event?.action === 'delete' && event.chatId === openId) {
      setTab('chats');
      navigate('/chats', { replace: true });
    }
  });

  const showList = !narrow || tab === 'chats';
  const showConversation = !narrow || tab === 'messages';

  return (
    <section className="page chats-page" data-testid="chats-page">
      {narrow && (
        <div className="tabs chats-tabs" role="tablist">
          {(['chats', 'messages'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === name}
              data-selected={tab === name ? '' : undefined}
              onClick={() => setTab(name)}
              data-testid={`chats-tab-${name}`}
            >
              {name === 'chats' ? t('chats.tabChats') : t('chats.tabMessages')}
            </button>
          ))}
        </div>
      )}
      <div className="card chats-card">
        {showList && (
          <ChatListPane
            chats={list.data ?? []}
            openId={openId}
            userId={user.id}
            failed={list.isError}
            onAdd={() => setDialog({})}
          />
        )}
        {showConversation &&
          (chat ? (
            <ChatConversation
              key={chat.id}
              chat={chat}
              userId={user.id}
              onEdit={() => setDialog({ chat })}
              onDelete={() => setConfirmingDelete(true)}
            />
          ) : (
            <div className="chats-conversation chats-empty muted" data-testid="chat-conversation-empty">
              {t('chats.pick')}
            </div>
          ))}
      </div>
      {dialog && (
        <ChatDialog
          chat={dialog.chat}
          userId={user.id}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setTab('messages');
            navigate(`/chats/${saved.id}`);
          }}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('chats.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => {
          if (!chat) return;
          remove.mutate(chat.id, {
            onSuccess: () => {
              setConfirmingDelete(false);
              setTab('chats');
              navigate('/chats', { replace: true });
            },
          });
        }}
      >
        {t('chats.deleteMessage')}
      </ConfirmDialog>
    </section>
  );
}
