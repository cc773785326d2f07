import i18n from 'i18next';
import { queuesPagePt } from './lazy-pt';

// Joined to the Portuguese catalogue when something that shows them loads: the queue form (chatbot options, opening hours).
i18n.addResourceBundle('pt', 'translation', queuesPagePt, true, false);
