import { Icon } from '../../../components/ui/icons';

/** The bell glyph (the shared set's) and how many tickets have unread messages. */
export function BellFace({ count }: { count: number }) {
  return (
    <>
      <Icon name="announcements" size={18} />
      {count > 0 && (
        <span className="bell-count" data-testid="notifications-count">
          {count}
        </span>
      )}
    </>
  );
}
