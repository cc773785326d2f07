import i18n from 'i18next';
import { queueIntegrationsEn } from '../../i18n/queue-integrations-en';
import { queueIntegrationsEs } from '../../i18n/queue-integrations-es';
import { queueIntegrationsPt } from '../../i18n/queue-integrations-pt';
import '../../i18n/api-errors-texts';

/** The Queue integrations page's and dialog's texts as the namespace `queueIntegrations`, in the page's lazy chunk. */
export const QUEUE_INTEGRATIONS_NS = 'queueIntegrations';
for (const [language, texts] of [
  ['pt', queueIntegrationsPt],
  ['en', queueIntegrationsEn],
  ['es', queueIntegrationsEs],
] as const) {
  i18n.addResourceBundle(language, QUEUE_INTEGRATIONS_NS, texts, true, true);
}
