import type { Translation } from './pt';

type QueueTexts = Pick<Translation, 'queueOptions' | 'queueHours'>;

export const queuesEs: QueueTexts = {
  queueOptions: {
    title: 'Opciones del chatbot',
    hint: 'El cliente escribe el número de la opción para elegirla.',
    saveQueueFirst: 'Guarde la cola para agregar opciones del chatbot.',
    empty: 'Ninguna opción registrada.',
    addRoot: 'Agregar opción',
    addChild: 'Agregar subopción en {{label}}',
    edit: 'Editar opción {{label}}',
    delete: 'Eliminar opción {{label}}',
    newForm: 'Nueva opción',
    editForm: 'Cambiar opción',
    option: 'Número',
    optionTitle: 'Título',
    message: 'Mensaje',
    save: 'Guardar opción',
    saved: 'Opción guardada con éxito.',
    deleteTitle: '¿Eliminar la opción {{label}}?',
    deleteMessage: 'Las subopciones de esta opción también se eliminarán. ¡Esta acción no se puede deshacer!',
    deleted: 'Opción eliminada con éxito.',
  },
  queueHours: {
    day: 'Día',
    start: 'Inicio',
    end: 'Fin',
    startOf: 'Inicio del {{day}}',
    endOf: 'Fin del {{day}}',
  },
};
