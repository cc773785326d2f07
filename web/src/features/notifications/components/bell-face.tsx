import { CountFace } from '../../../components/ui/count-face';

/** The bell glyph (the shared set's) and how many tickets have unread messages. */
export function BellFace({ count }: { count: number }) {
  return <CountFace icon="announcements" count={count} testId="notifications-count" />;
}
