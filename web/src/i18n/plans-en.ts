import type { Translation } from './pt';

/** English texts of the Planos tab of Settings. */
export const plansEn: Pick<Translation, 'plans'> = {
  plans: {
    loadFailed: 'Could not load the list of records',
    saveFailed:
      'Could not complete the operation. Check whether a plan with the same name already exists or whether the fields were filled in correctly',
    deleteFailed: 'Could not complete the operation',
    deleteTitle: 'Delete record',
    deleteMessage: 'Do you really want to delete the plan "{{name}}"?',
    yes: 'Yes',
    no: 'No',
    form: {
      name: 'Name',
      users: 'Users',
      connections: 'Connections',
      queues: 'Queues',
      value: 'Price',
      valueHint: 'R$ per month',
      features: 'Plan features',
      clear: 'Clear',
      delete: 'Delete',
      save: 'Save',
    },
    flags: {
      useCampaigns: 'Campaigns',
      useSchedules: 'Schedules',
      useInternalChat: 'Internal chat',
      useExternalApi: 'External API',
      useKanban: 'Kanban',
      useOpenAi: 'Open.Ai',
      useIntegrations: 'Integrations',
    },
  },
};
