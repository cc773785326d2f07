import i18n from 'i18next';
import { apiErrorsPt } from './api-errors-pt';

// Joined to the Portuguese catalogue when a page that can meet them loads (API, Conexões, integrations).
i18n.addResourceBundle('pt', 'translation', apiErrorsPt, true, false);
