import type { Translation } from './pt';

export const helpsEs: Pick<Translation, 'helps'> = {
  helps: {
    title: 'Ayuda',
    empty: 'Aún no hay videos de ayuda.',
    watch: 'Ver: {{title}}',
    player: 'Video: {{title}}',
    loadFailed: 'No se pudo cargar la lista de registros',
    saveFailed:
      'No se pudo realizar la operación. Verifique si ya existe una ayuda con el mismo nombre o si los campos se completaron correctamente',
    deleteFailed: 'No se pudo realizar la operación',
    deleteTitle: 'Eliminación de registro',
    deleteMessage: '¿Realmente desea eliminar el video de ayuda "{{title}}"?',
    form: {
      title: 'Título',
      video: 'Código del video',
      videoHint: 'El código del video en YouTube, o el enlace del video.',
      description: 'Descripción',
      clear: 'Limpiar',
      delete: 'Eliminar',
      save: 'Guardar',
    },
  },
};
