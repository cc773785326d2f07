import type { Chat } from '@domain/chats/schema';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Intent, useIntent } from '../../../components/ui/load-on-intent';
import { unreadsOf } from '../api/chat-list';
import { CHATS_NS } from '../texts';
import { ChatFace } from './chat-face';

const LATEST = 10;

interface ChatsPopoverProps {
  chats: Chat[];
  unreads: number;
  userId: string;
  intent: Intent;
}

/** The chat button's popover, loaded on first use: the latest chats, each opening /chats/{id}. */
export function ChatsPopover({ chats, unreads, userId, intent }: ChatsPopoverProps) {
  const { t } = useTranslation(CHATS_NS);
  const button = useRef<HTMLButtonElement>(null);
  useIntent(button, intent);

  return (
    <Popover className="popover">
      <PopoverButton
        ref={button}
        className="icon-button bell-button"
        aria-label={t('menu.chats', { ns: 'translation' })}
        title={t('menu.chats', { ns: 'translation' })}
        data-testid="chats-button"
      >
        <ChatFace count={unreads} />
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="popover-panel notifications-panel" data-testid="chats-panel">
        {chats.length === 0 && <p className="notifications-empty muted">{t('chats.popoverEmpty')}</p>}
        <ul className="notifications-list">
          {chats.slice(0, LATEST).map((chat) => (
            <li key={chat.id}>
              <CloseButton
                as={Link}
                to={`/chats/${chat.id}`}
                className="notifications-item"
                data-testid={`chats-popover-${chat.id}`}
              >
                <span className="notifications-item-text">
                  <strong>{chat.title}</strong>
                  <span className="muted">{chat.lastMessage}</span>
                </span>
                {unreadsOf(chat, userId) > 0 && <span className="unread-badge">{unreadsOf(chat, userId)}</span>}
              </CloseButton>
            </li>
          ))}
        </ul>
        <CloseButton as={Link} to="/chats" className="notifications-item chats-popover-all">
          {t('chats.seeAll')}
        </CloseButton>
      </PopoverPanel>
    </Popover>
  );
}
