import i18n from 'i18next';
import { connectionsPagePt } from './lazy-pt';
import './api-errors-texts';

// Joined to the Portuguese catalogue when a page that shows them loads (Conexões, the simulator).
i18n.addResourceBundle('pt', 'translation', connectionsPagePt, true, false);
