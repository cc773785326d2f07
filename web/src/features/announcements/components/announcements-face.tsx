import { Icon } from '../../../components/ui/icons';

/** The announcements glyph and how many active ones this user has not seen. */
export function AnnouncementsFace({ count }: { count: number }) {
  return (
    <>
      <Icon name="info" size={18} />
      {count > 0 && (
        <span className="bell-count" data-testid="announcements-unseen-count">
          {count}
        </span>
      )}
    </>
  );
}
