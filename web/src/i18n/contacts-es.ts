import type { Translation } from './pt';

type ContactTexts = Pick<Translation, 'contacts' | 'contactImport' | 'contactModal'>;

export const contactsEs: ContactTexts = {
  contacts: {
    title: 'Contactos',
    add: 'Agregar',
    import: 'Importar',
    export: 'Exportar CSV',
    avatar: 'Foto',
    name: 'Nombre',
    number: 'WhatsApp',
    numberHidden: 'Número oculto por la configuración de privacidad del cliente',
    email: 'Correo',
    openTicket: 'Abrir atención de {{name}}',
    deleteTitle: '¿Eliminar {{name}}?',
    deleteMessage: '¿Está seguro de que desea eliminar este contacto? Se perderán todas las atenciones relacionadas.',
    deleted: '¡Contacto eliminado con éxito!',
    exported: 'Archivo contatos.csv descargado.',
    otherTicketTitle: 'Ya existe una atención abierta para este contacto',
    otherTicketOwner: 'Atendido por {{user}} en la cola {{queue}}.',
    otherTicketNoUser: 'esperando atención',
    otherTicketNoQueue: 'sin cola',
    goToTicket: 'Ir a la atención',
  },
  contactImport: {
    title: 'Importación de contactos',
    summary: '{{created}} creado(s), {{updated}} actualizado(s).',
    errorsTitle: 'Filas no importadas',
    line: 'Fila',
    reason: 'Motivo',
    noErrors: 'Se importaron todas las filas.',
  },
  contactModal: {
    addTitle: 'Agregar contacto',
    editTitle: 'Editar contacto',
    name: 'Nombre',
    number: 'Número de WhatsApp',
    numberHint: 'Con el código del país, ej.: 5511999990001',
    email: 'Correo',
    extraInfo: 'Información adicional',
    extraName: 'Nombre del campo',
    extraValue: 'Valor',
    addExtra: 'Agregar información',
    removeExtra: 'Quitar información',
    saved: 'Contacto guardado con éxito.',
  },
};
