import i18n from 'i18next';
import { kanbanEn } from '../../i18n/kanban-en';
import { kanbanEs } from '../../i18n/kanban-es';
import { kanbanPt } from '../../i18n/kanban-pt';

/**
 * The board's texts in all three languages, as the namespace `kanban`: they travel in the board's lazy chunk, not
 * in the first load (tests/e2e/web-first-load.e2e.test.ts).
 */
export const KANBAN_NS = 'kanban';
for (const [language, texts] of [
  ['pt', kanbanPt],
  ['en', kanbanEn],
  ['es', kanbanEs],
] as const) {
  i18n.addResourceBundle(language, KANBAN_NS, texts, true, true);
}
