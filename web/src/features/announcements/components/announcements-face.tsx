import { CountFace } from '../../../components/ui/count-face';

/** The announcements glyph and how many active ones this user has not seen. */
export function AnnouncementsFace({ count }: { count: number }) {
  return <CountFace icon="info" count={count} testId="announcements-unseen-count" />;
}
