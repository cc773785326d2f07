import i18n from 'i18next';
import { contactListsEn } from '../../i18n/contact-lists-en';
import { contactListsEs } from '../../i18n/contact-lists-es';
import { contactListsPt } from '../../i18n/contact-lists-pt';

/** The contact lists pages' texts in all three languages, as the namespace `contactLists` (in their lazy chunk). */
export const CONTACT_LISTS_NS = 'contactLists';
for (const [language, texts] of [
  ['pt', contactListsPt],
  ['en', contactListsEn],
  ['es', contactListsEs],
] as const) {
  i18n.addResourceBundle(language, CONTACT_LISTS_NS, texts, true, true);
}
