import type { Translation } from './pt';

/** Spanish texts of the Planos tab of Settings. */
export const plansEs: Pick<Translation, 'plans'> = {
  plans: {
    loadFailed: 'No se pudo cargar la lista de registros',
    saveFailed:
      'No se pudo realizar la operación. Verifique si ya existe un plan con el mismo nombre o si los campos se completaron correctamente',
    deleteFailed: 'No se pudo realizar la operación',
    deleteTitle: 'Eliminación de registro',
    deleteMessage: '¿Realmente desea eliminar el plan "{{name}}"?',
    yes: 'Sí',
    no: 'No',
    form: {
      name: 'Nombre',
      users: 'Usuarios',
      connections: 'Conexiones',
      queues: 'Colas',
      value: 'Valor',
      valueHint: 'R$ por mes',
      features: 'Funciones del plan',
      clear: 'Limpiar',
      delete: 'Eliminar',
      save: 'Guardar',
    },
    flags: {
      useCampaigns: 'Campañas',
      useSchedules: 'Agendamientos',
      useInternalChat: 'Chat interno',
      useExternalApi: 'API externa',
      useKanban: 'Kanban',
      useOpenAi: 'Open.Ai',
      useIntegrations: 'Integraciones',
    },
  },
};
