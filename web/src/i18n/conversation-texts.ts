import i18n from 'i18next';
import { conversationPagePt } from './lazy-pt';

// Joined to the Portuguese catalogue when something that shows a conversation or a ticket's last message loads:
// the ticket view, the ticket list's previews (tickets, kanban, the notifications popover), the simulator's phone.
i18n.addResourceBundle('pt', 'translation', conversationPagePt, true, false);
