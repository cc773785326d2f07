import type { Translation } from './pt';

/** Spanish texts of the Empresas tab of Settings. */
export const companiesEs: Pick<Translation, 'companies'> = {
  companies: {
    loadFailed: 'No se pudo cargar la lista de registros',
    saveFailed:
      'No se pudo realizar la operación. Verifique si ya existe una empresa con el mismo nombre o si los campos se completaron correctamente',
    deleteFailed: 'No se pudo realizar la operación',
    deleteTitle: 'Eliminación de registro',
    deleteMessage: '¿Realmente desea eliminar la empresa "{{name}}"? Se borrarán todos sus datos.',
    search: 'Buscar empresas',
    yes: 'Sí',
    no: 'No',
    form: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      plan: 'Plan',
      choosePlan: 'Seleccione un plan',
      status: 'Activa',
      campaignsEnabled: 'Campañas',
      recurrence: 'Recurrencia',
      dueDate: 'Fecha de vencimiento',
      addDueDate: '+ Vencimiento',
      password: 'Contraseña',
      passwordHint: 'Contraseña del primer administrador',
      clear: 'Limpiar',
      delete: 'Eliminar',
      save: 'Guardar',
    },
    table: {
      plan: 'Plan',
      status: 'Estado',
      dueDate: 'Vencimiento',
      recurrence: 'Recurrencia',
    },
    recurrences: {
      MENSAL: 'Mensual',
      BIMESTRAL: 'Bimestral',
      TRIMESTRAL: 'Trimestral',
      SEMESTRAL: 'Semestral',
      ANUAL: 'Anual',
    },
    dueTones: {
      soon: 'Vence en 5 días',
      near: 'Vencimiento próximo',
      overdue: 'Vencida hace 4 días',
    },
  },
};
