import i18n from 'i18next';
import { connectionsPagePt } from './lazy-pt';

// Joined to the Portuguese catalogue when a page that shows them loads (Conexões, the simulator).
i18n.addResourceBundle('pt', 'translation', connectionsPagePt, true, false);
