import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../../../components/ui/load-on-intent';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useUnseenAnnouncements } from '../api/unseen';
import { AnnouncementsFace } from './announcements-face';

const loadAnnouncementsPopover = async () => (await import('./announcements-popover')).AnnouncementsPopover;

/**
 * Top-bar announcements button (spec 1 §2) for every user: the badge of active announcements not yet seen, live;
 * the popover with the list loads on pointing at, focusing or clicking it.
 */
export function AnnouncementsButton() {
  const { t } = useTranslation();
  const unseen = useUnseenAnnouncements(useCurrentUser().companyId);

  return (
    <LoadOnIntent load={loadAnnouncementsPopover} props={{ unseen }}>
      {(trigger) => (
        <div className="popover">
          <button
            type="button"
            {...trigger}
            className="icon-button bell-button"
            aria-label={t('menu.announcements')}
            title={t('menu.announcements')}
            aria-expanded={false}
            data-testid="announcements-button"
          >
            <AnnouncementsFace count={unseen} />
          </button>
        </div>
      )}
    </LoadOnIntent>
  );
}
