import type { Message } from '@domain/messages/schema';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

interface MessageMenuProps {
  message: Message;
  onReply: (message: Message) => void;
  /** Absent when the message cannot be deleted (the contact's, or already deleted). */
  onDelete?: (message: Message) => void;
}

/** Spec 1 §2: Reply, and Delete for the user's own messages. */
export function MessageMenu({ message, onReply, onDelete }: MessageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu as="div" className="msg-menu">
      <MenuButton
        className="icon-button msg-menu-button"
        aria-label={t('conversation.options')}
        data-testid={`message-menu-${message.id}`}
      >
        <Icon name="chevronDown" size={16} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-panel">
        <MenuItem>
          <button
            type="button"
            className="menu-panel-item"
            onClick={() => onReply(message)}
            data-testid={`message-reply-${message.id}`}
          >
            {t('conversation.reply')}
          </button>
        </MenuItem>
        {onDelete && (
          <MenuItem>
            <button
              type="button"
              className="menu-panel-item"
              onClick={() => onDelete(message)}
              data-testid={`message-delete-${message.id}`}
            >
              {t('conversation.delete')}
            </button>
          </MenuItem>
        )}
      </MenuItems>
    </Menu>
  );
}
