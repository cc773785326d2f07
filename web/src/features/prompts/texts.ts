import i18n from 'i18next';
import { promptsEn } from '../../i18n/prompts-en';
import { promptsEs } from '../../i18n/prompts-es';
import { promptsPt } from '../../i18n/prompts-pt';

/**
 * The Prompts page's texts and the prompt/integration choices of the queue and connection forms, as the namespace
 * `prompts`: they travel in those pages' lazy chunks, not in the first load.
 */
export const PROMPTS_NS = 'prompts';
for (const [language, texts] of [
  ['pt', promptsPt],
  ['en', promptsEn],
  ['es', promptsEs],
] as const) {
  i18n.addResourceBundle(language, PROMPTS_NS, texts, true, true);
}
