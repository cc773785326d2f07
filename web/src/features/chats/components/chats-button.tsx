import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../../../components/ui/load-on-intent';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { usePlan } from '../../companies/api/get-plan';
import { useChatUnreads } from '../api/chat-list';
import { useChatListEvents } from '../hooks/use-chat-list-events';
import { ChatFace } from './chat-face';

const loadChatsPopover = async () => (await import('./chats-popover')).ChatsPopover;

/**
 * Top-bar internal-chat button (spec 1 §2): the user's unread count, live; the popover of the latest chats loads
 * on pointing at, focusing or clicking it. Absent when the plan has no internal chat.
 */
export function ChatsButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const enabled = usePlan(user.companyId).data?.useInternalChat !== false;
  const { chats, unreads } = useChatUnreads(user.id, enabled);
  useChatListEvents(user.companyId, user.id, enabled);
  if (!enabled) return null;

  return (
    <LoadOnIntent load={loadChatsPopover} props={{ chats, unreads, userId: user.id }}>
      {(trigger) => (
        <div className="popover">
          <button
            type="button"
            {...trigger}
            className="icon-button bell-button"
            aria-label={t('menu.chats')}
            title={t('menu.chats')}
            aria-expanded={false}
            data-testid="chats-button"
          >
            <ChatFace count={unreads} />
          </button>
        </div>
      )}
    </LoadOnIntent>
  );
}
