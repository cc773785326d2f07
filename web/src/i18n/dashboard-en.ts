import type { Translation } from './pt';

export const dashboardEn: Pick<Translation, 'dashboard'> = {
  dashboard: {
    cards: {
      pending: 'Pending attendances',
      happening: 'Attendances in progress',
      finished: 'Finished attendances',
      leads: 'New contacts (leads)',
      avgSupportTime: 'Average attendance time',
      avgWaitTime: 'Average wait time',
    },
    filterType: 'Filter type',
    filterTypes: { dates: 'By date', period: 'By period' },
    dateFrom: 'Start date',
    dateTo: 'End date',
    period: 'Period',
    periodNone: 'None selected',
    periodDays: 'Last {{count}} days',
    filter: 'Filter',
    parametrizeFilter: 'Set up the filter',
    chartTitle: 'Tickets today: {{count}}',
    chartBar: '{{hour}}: {{count}} ticket(s)',
    attendants: 'Attendants',
    attendant: 'Name',
    rating: 'Ratings',
    ratingValue: 'Rated {{value}} of 3',
    noRating: 'No ratings',
    avgSupportTime: 'Avg. attendance time',
    status: 'Status',
    online: 'Online',
    offline: 'Offline',
  },
};
