import i18n from 'i18next';
import { quickMessagesEn } from '../../i18n/quick-messages-en';
import { quickMessagesEs } from '../../i18n/quick-messages-es';
import { quickMessagesPt } from '../../i18n/quick-messages-pt';

/**
 * The Quick messages page's texts in all three languages, as the namespace `quickMessages`: they travel in the
 * page's lazy chunk, not in the first load (tests/e2e/web-first-load.e2e.test.ts).
 */
export const QUICK_MESSAGES_NS = 'quickMessages';
for (const [language, texts] of [
  ['pt', quickMessagesPt],
  ['en', quickMessagesEn],
  ['es', quickMessagesEs],
] as const) {
  i18n.addResourceBundle(language, QUICK_MESSAGES_NS, texts, true, true);
}
