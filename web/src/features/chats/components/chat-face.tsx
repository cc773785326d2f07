import { Icon } from '../../../components/ui/icons';

/** The chat glyph and the user's total unread count. */
export function ChatFace({ count }: { count: number }) {
  return (
    <>
      <Icon name="chats" size={18} />
      {count > 0 && (
        <span className="bell-count" data-testid="chats-unread-count">
          {count}
        </span>
      )}
    </>
  );
}
