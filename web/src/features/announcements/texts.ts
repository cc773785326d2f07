import i18n from 'i18next';
import { announcementsEn } from '../../i18n/announcements-en';
import { announcementsEs } from '../../i18n/announcements-es';
import { announcementsPt } from '../../i18n/announcements-pt';

/** The Announcements page's, dialog's and popover's texts as the namespace `announcements`, in their lazy chunks. */
export const ANNOUNCEMENTS_NS = 'announcements';
for (const [language, texts] of [
  ['pt', announcementsPt],
  ['en', announcementsEn],
  ['es', announcementsEs],
] as const) {
  i18n.addResourceBundle(language, ANNOUNCEMENTS_NS, texts, true, true);
}
