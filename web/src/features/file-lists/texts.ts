import i18n from 'i18next';
import { fileListsEn } from '../../i18n/file-lists-en';
import { fileListsEs } from '../../i18n/file-lists-es';
import { fileListsPt } from '../../i18n/file-lists-pt';

/** The File lists page's and dialog's texts as the namespace `fileLists`, in the page's lazy chunk. */
export const FILE_LISTS_NS = 'fileLists';
for (const [language, texts] of [
  ['pt', fileListsPt],
  ['en', fileListsEn],
  ['es', fileListsEs],
] as const) {
  i18n.addResourceBundle(language, FILE_LISTS_NS, texts, true, true);
}
