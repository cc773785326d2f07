import i18n from 'i18next';
import { adminPt } from './lazy-pt';

// Joined to the Portuguese catalogue when a page that shows them loads (Settings, the help videos page).
i18n.addResourceBundle('pt', 'translation', adminPt, true, false);
