import i18n from 'i18next';
import { messagesApiEn } from '../../i18n/messages-api-en';
import { messagesApiEs } from '../../i18n/messages-api-es';
import { messagesApiPt } from '../../i18n/messages-api-pt';
import '../../i18n/api-errors-texts';

/** The /messages-api page's texts in all three languages, as the namespace `messagesApi`, in the page's chunk. */
export const MESSAGES_API_NS = 'messagesApi';
for (const [language, texts] of [
  ['pt', messagesApiPt],
  ['en', messagesApiEn],
  ['es', messagesApiEs],
] as const) {
  i18n.addResourceBundle(language, MESSAGES_API_NS, texts, true, true);
}
