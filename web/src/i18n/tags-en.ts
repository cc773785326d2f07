import type { tagsPt } from './tags-pt';

/** English texts of the Tags screen: the namespace `tags`. */
export const tagsEn: typeof tagsPt = {
  title: 'Tags',
  search: 'Search...',
  add: 'Add tag',
  columns: { name: 'Name', tickets: 'Tickets', actions: 'Actions' },
  modal: {
    addTitle: 'Add tag',
    editTitle: 'Edit tag',
    name: 'Name',
    kanban: 'Kanban',
    kanbanHint: 'The tag becomes a column of the Kanban board.',
    cancel: 'Cancel',
    save: 'Save',
    add: 'Add',
  },
  saved: 'Tag saved.',
  saveFailed:
    'The operation failed. Check whether a tag with the same name exists or whether the fields are filled in correctly',
  deleted: 'Tag deleted.',
  deleteTitle: 'Delete the tag {{name}}?',
  deleteMessage: 'Are you sure? The tag is taken off every ticket that has it. This cannot be undone.',
  loadFailed: 'The list could not be loaded',
};
