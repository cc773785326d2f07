import i18n from 'i18next';
import { billingEn } from '../../i18n/billing-en';
import { billingEs } from '../../i18n/billing-es';
import { billingPt } from '../../i18n/billing-pt';

/**
 * The texts of /financeiro, the checkout and the Pix view in all three languages, as the namespace `billing`: they
 * travel in the lazy chunks that show them, not in the first load (tests/e2e/web-first-load.e2e.test.ts).
 */
export const BILLING_NS = 'billing';
for (const [language, texts] of [
  ['pt', billingPt],
  ['en', billingEn],
  ['es', billingEs],
] as const) {
  i18n.addResourceBundle(language, BILLING_NS, texts, true, true);
}
