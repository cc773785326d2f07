import i18n from 'i18next';
import { webhooksEn } from '../../i18n/webhooks-en';
import { webhooksEs } from '../../i18n/webhooks-es';
import { webhooksPt } from '../../i18n/webhooks-pt';

/**
 * The Webhooks page's texts in all three languages, as the namespace `webhooks`: they travel in the page's lazy
 * chunk, not in the first load (tests/e2e/web-first-load.e2e.test.ts).
 */
export const WEBHOOKS_NS = 'webhooks';
for (const [language, texts] of [
  ['pt', webhooksPt],
  ['en', webhooksEn],
  ['es', webhooksEs],
] as const) {
  i18n.addResourceBundle(language, WEBHOOKS_NS, texts, true, true);
}
