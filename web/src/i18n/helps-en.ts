import type { Translation } from './pt';

export const helpsEn: Pick<Translation, 'helps'> = {
  helps: {
    title: 'Help',
    empty: 'No help videos yet.',
    watch: 'Watch: {{title}}',
    player: 'Video: {{title}}',
    loadFailed: 'Could not load the list of records',
    saveFailed:
      'The operation could not be completed. Check whether a help with the same name already exists or whether the fields were filled in correctly',
    deleteFailed: 'The operation could not be completed',
    deleteTitle: 'Delete record',
    deleteMessage: 'Do you really want to delete the help video "{{title}}"?',
    form: {
      title: 'Title',
      video: 'Video code',
      videoHint: 'The video’s YouTube code, or the video’s link.',
      description: 'Description',
      clear: 'Clear',
      delete: 'Delete',
      save: 'Save',
    },
  },
};
