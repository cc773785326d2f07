import i18n from 'i18next';
import { schedulesEn } from '../../i18n/schedules-en';
import { schedulesEs } from '../../i18n/schedules-es';
import { schedulesPt } from '../../i18n/schedules-pt';

/**
 * The Schedules page's and dialog's texts in all three languages, as the namespace `schedules`: they travel in the
 * page's lazy chunk, not in the first load (tests/e2e/web-first-load.e2e.test.ts).
 */
export const SCHEDULES_NS = 'schedules';
for (const [language, texts] of [
  ['pt', schedulesPt],
  ['en', schedulesEn],
  ['es', schedulesEs],
] as const) {
  i18n.addResourceBundle(language, SCHEDULES_NS, texts, true, true);
}
