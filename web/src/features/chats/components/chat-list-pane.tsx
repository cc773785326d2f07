import type { Chat } from '@domain/chats/schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { unreadsOf } from '../api/chat-list';
import { CHATS_NS } from '../texts';

interface ChatListPaneProps {
  chats: Chat[];
  openId?: string;
  userId: string;
  failed: boolean;
  onAdd: () => void;
}

/** The left pane: 'Nova' and the user's chats, most recent first, with their unread counts. */
export function ChatListPane({ chats, openId, userId, failed, onAdd }: ChatListPaneProps) {
  const { t } = useTranslation(CHATS_NS);
  return (
    <div className="chats-list-pane" data-testid="chats-list">
      <div className="chats-pane-header">
        <button type="button" className="btn btn-primary" onClick={onAdd} data-testid="chat-add">
          <Icon name="plus" size={16} />
          {t('chats.add')}
        </button>
      </div>
      {failed && <p className="muted chats-note">{t('chats.loadFailed')}</p>}
      {!failed && chats.length === 0 && <p className="muted chats-note">{t('chats.empty')}</p>}
      <ul className="chats-list">
        {chats.map((chat) => {
          const unreads = unreadsOf(chat, userId);
          return (
            <li key={chat.id}>
              <Link
                to={`/chats/${chat.id}`}
                className="chats-item"
                data-selected={chat.id === openId ? '' : undefined}
                data-testid={`chat-item-${chat.id}`}
              >
                <span className="chats-item-text">
                  <strong>{chat.title}</strong>
                  <span className="muted">{chat.lastMessage || t('chats.members', { count: chat.users.length })}</span>
                </span>
                {unreads > 0 && (
                  <span className="unread-badge" data-testid="chat-item-unreads">
                    {unreads}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
