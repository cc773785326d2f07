import i18n from 'i18next';
import { campaignsEn } from '../../i18n/campaigns-en';
import { campaignsEs } from '../../i18n/campaigns-es';
import { campaignsPt } from '../../i18n/campaigns-pt';

/**
 * The campaign pages' and dialog's texts in all three languages, as the namespace `campaigns`: they travel in the
 * page's lazy chunk, not in the first load (tests/e2e/web-first-load.e2e.test.ts).
 */
export const CAMPAIGNS_NS = 'campaigns';
for (const [language, texts] of [
  ['pt', campaignsPt],
  ['en', campaignsEn],
  ['es', campaignsEs],
] as const) {
  i18n.addResourceBundle(language, CAMPAIGNS_NS, texts, true, true);
}
