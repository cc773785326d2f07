import { CountFace } from '../../../components/ui/count-face';

/** The chat glyph and the user's total unread count. */
export function ChatFace({ count }: { count: number }) {
  return <CountFace icon="chats" count={count} testId="chats-unread-count" />;
}
