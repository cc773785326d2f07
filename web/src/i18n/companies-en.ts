import type { Translation } from './pt';

/** English texts of the Empresas tab of Settings. */
export const companiesEn: Pick<Translation, 'companies'> = {
  companies: {
    loadFailed: 'Could not load the list of records',
    saveFailed:
      'Could not complete the operation. Check whether a company with the same name already exists or whether the fields were filled in correctly',
    deleteFailed: 'Could not complete the operation',
    deleteTitle: 'Delete record',
    deleteMessage: 'Do you really want to delete the company "{{name}}"? All of its data will be erased.',
    search: 'Search companies',
    yes: 'Yes',
    no: 'No',
    form: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      plan: 'Plan',
      choosePlan: 'Choose a plan',
      status: 'Active',
      campaignsEnabled: 'Campaigns',
      recurrence: 'Recurrence',
      dueDate: 'Due date',
      addDueDate: '+ Due date',
      password: 'Password',
      passwordHint: 'Password of the first administrator',
      clear: 'Clear',
      delete: 'Delete',
      save: 'Save',
    },
    table: {
      plan: 'Plan',
      status: 'Status',
      dueDate: 'Due date',
      recurrence: 'Recurrence',
    },
    recurrences: {
      MENSAL: 'Monthly',
      BIMESTRAL: 'Every 2 months',
      TRIMESTRAL: 'Quarterly',
      SEMESTRAL: 'Every 6 months',
      ANUAL: 'Yearly',
    },
    dueTones: {
      soon: 'Due in 5 days',
      near: 'Due soon',
      overdue: 'Overdue by 4 days',
    },
  },
};
