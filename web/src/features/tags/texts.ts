import i18n from 'i18next';
import { tagsEn } from '../../i18n/tags-en';
import { tagsEs } from '../../i18n/tags-es';
import { tagsPt } from '../../i18n/tags-pt';

/**
 * The Tags screen's texts in all three languages, as the namespace `tags`: they travel in the page's lazy chunk,
 * not in the first load (tests/e2e/web-first-load.e2e.test.ts).
 */
export const TAGS_NS = 'tags';
for (const [language, texts] of [
  ['pt', tagsPt],
  ['en', tagsEn],
  ['es', tagsEs],
] as const) {
  i18n.addResourceBundle(language, TAGS_NS, texts, true, true);
}
