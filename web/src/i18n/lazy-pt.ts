import { companiesPt } from './companies-pt';
import { connectionsPt } from './connections-pt';
import { contactsPt } from './contacts-pt';
import { conversationPt } from './conversation-pt';
import { helpsPt } from './helps-pt';
import { plansPt } from './plans-pt';
import { queuesPt } from './queues-pt';
import { settingsPt } from './settings-pt';

/**
 * Portuguese texts of pages the first load does not show, outside `pt` so they travel in those lazy pages
 * (`*-texts.ts` join them to the catalogue on import), not in the first load (tests/e2e/web-first-load.e2e.test.ts).
 * English and Spanish keep them in their catalogues, which load whole on choosing the language.
 */
export const adminPt = { ...settingsPt, ...companiesPt, ...plansPt, ...helpsPt };
/** The connections page, its dialogs and the simulator's phone. */
export const connectionsPagePt = connectionsPt;
/** The conversation (messages, the input, the ticket's header, notes, tags and contact drawer) and ticket previews. */
export const conversationPagePt = conversationPt;
/** The contacts page, the contact dialog, import and export, and the contact in a ticket's header and drawer. */
export const contactsPagePt = contactsPt;
/** The queue form's chatbot options and opening hours. */
export const queuesPagePt = queuesPt;
