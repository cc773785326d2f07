import type { Translation } from './pt';

export const dashboardEs: Pick<Translation, 'dashboard'> = {
  dashboard: {
    cards: {
      pending: 'Atenciones pendientes',
      happening: 'Atenciones en curso',
      finished: 'Atenciones finalizadas',
      leads: 'Nuevos contactos (leads)',
      avgSupportTime: 'Tiempo medio de atención',
      avgWaitTime: 'Tiempo medio de espera',
    },
    filterType: 'Tipo de filtro',
    filterTypes: { dates: 'Por fecha', period: 'Por período' },
    dateFrom: 'Fecha inicial',
    dateTo: 'Fecha final',
    period: 'Período',
    periodNone: 'Ninguno seleccionado',
    periodDays: 'Últimos {{count}} días',
    filter: 'Filtrar',
    parametrizeFilter: 'Configure el filtro',
    chartTitle: 'Atenciones de hoy: {{count}}',
    chartBar: '{{hour}}: {{count}} atención(es)',
    attendants: 'Agentes',
    attendant: 'Nombre',
    rating: 'Valoraciones',
    ratingValue: 'Nota {{value}} de 3',
    noRating: 'Sin valoraciones',
    avgSupportTime: 'T.M. de atención',
    status: 'Estado',
    online: 'En línea',
    offline: 'Desconectado',
  },
};
