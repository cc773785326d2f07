import { useTranslation } from 'react-i18next';
import { PopoverButton } from '../../../components/ui/popover-button';
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
    <PopoverButton
      load={loadAnnouncementsPopover}
      props={{ unseen }}
      label={t('menu.announcements')}
      testId="announcements-button"
    >
      <AnnouncementsFace count={unseen} />
    </PopoverButton>
  );
}
