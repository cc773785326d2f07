import { useTranslation } from 'react-i18next';
import { PopoverButton } from '../../../components/ui/popover-button';
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
    <PopoverButton
      load={loadChatsPopover}
      props={{ chats, unreads, userId: user.id }}
      label={t('menu.chats')}
      testId="chats-button"
    >
      <ChatFace count={unreads} />
    </PopoverButton>
  );
}
