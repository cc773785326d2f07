import i18n from 'i18next';
import { contactsPagePt } from './lazy-pt';

// Joined to the Portuguese catalogue when something that shows them loads: the contacts page, the contact dialog, or a ticket's header or contact drawer.
i18n.addResourceBundle('pt', 'translation', contactsPagePt, true, false);
