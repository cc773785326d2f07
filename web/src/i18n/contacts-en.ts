import type { Translation } from './pt';

type ContactTexts = Pick<Translation, 'contacts' | 'contactImport' | 'contactModal'>;

export const contactsEn: ContactTexts = {
  contacts: {
    title: 'Contacts',
    add: 'Add',
    import: 'Import',
    export: 'Export CSV',
    avatar: 'Picture',
    name: 'Name',
    number: 'WhatsApp',
    numberHidden: "Number hidden by the customer's privacy settings",
    email: 'Email',
    openTicket: 'Open a ticket for {{name}}',
    deleteTitle: 'Delete {{name}}?',
    deleteMessage: 'Are you sure you want to delete this contact? All related tickets will be lost.',
    deleted: 'Contact deleted successfully!',
    exported: 'File contatos.csv downloaded.',
    otherTicketTitle: 'There is already an open ticket for this contact',
    otherTicketOwner: 'Handled by {{user}} in queue {{queue}}.',
    otherTicketNoUser: 'waiting for an agent',
    otherTicketNoQueue: 'no queue',
    goToTicket: 'Go to the ticket',
  },
  contactImport: {
    title: 'Contact import',
    summary: '{{created}} created, {{updated}} updated.',
    errorsTitle: 'Rows not imported',
    line: 'Line',
    reason: 'Reason',
    noErrors: 'Every row was imported.',
  },
  contactModal: {
    addTitle: 'Add contact',
    editTitle: 'Edit contact',
    name: 'Name',
    number: 'WhatsApp number',
    numberHint: 'With the country code, e.g. 5511999990001',
    email: 'Email',
    extraInfo: 'Additional information',
    extraName: 'Field name',
    extraValue: 'Value',
    addExtra: 'Add information',
    removeExtra: 'Remove information',
    saved: 'Contact saved successfully.',
  },
};
