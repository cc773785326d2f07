import i18n from 'i18next';
import { campaignSettingsEn } from '../../i18n/campaign-settings-en';
import { campaignSettingsEs } from '../../i18n/campaign-settings-es';
import { campaignSettingsPt } from '../../i18n/campaign-settings-pt';

/** The Campaign settings page's texts as the namespace `campaignSettings`, in the page's lazy chunk. */
export const CAMPAIGN_SETTINGS_NS = 'campaignSettings';
for (const [language, texts] of [
  ['pt', campaignSettingsPt],
  ['en', campaignSettingsEn],
  ['es', campaignSettingsEs],
] as const) {
  i18n.addResourceBundle(language, CAMPAIGN_SETTINGS_NS, texts, true, true);
}
