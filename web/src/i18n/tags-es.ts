import type { tagsPt } from './tags-pt';

/** Spanish texts of the Tags screen: the namespace `tags`. */
export const tagsEs: typeof tagsPt = {
  title: 'Etiquetas',
  search: 'Buscar...',
  add: 'Agregar etiqueta',
  columns: { name: 'Nombre', tickets: 'Tickets', actions: 'Acciones' },
  modal: {
    addTitle: 'Agregar etiqueta',
    editTitle: 'Editar etiqueta',
    name: 'Nombre',
    kanban: 'Kanban',
    kanbanHint: 'La etiqueta se vuelve una columna del tablero Kanban.',
    cancel: 'Cancelar',
    save: 'Guardar',
    add: 'Agregar',
  },
  saved: 'Etiqueta guardada.',
  saveFailed:
    'No se pudo realizar la operación. Verifique si ya existe una etiqueta con el mismo nombre o si los campos se llenaron correctamente',
  deleted: 'Etiqueta eliminada.',
  deleteTitle: '¿Eliminar la etiqueta {{name}}?',
  deleteMessage:
    '¿Está seguro? La etiqueta se quita de todos los tickets que la tienen. Esta acción no se puede deshacer.',
  loadFailed: 'No se pudo cargar la lista',
};
