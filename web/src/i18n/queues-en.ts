import type { Translation } from './pt';

type QueueTexts = Pick<Translation, 'queueOptions' | 'queueHours'>;

export const queuesEn: QueueTexts = {
  queueOptions: {
    title: 'Chatbot options',
    hint: 'The customer types the option number to choose it.',
    saveQueueFirst: 'Save the queue to add chatbot options.',
    empty: 'No options yet.',
    addRoot: 'Add option',
    addChild: 'Add sub-option to {{label}}',
    edit: 'Edit option {{label}}',
    delete: 'Delete option {{label}}',
    newForm: 'New option',
    editForm: 'Change option',
    option: 'Number',
    optionTitle: 'Title',
    message: 'Message',
    save: 'Save option',
    saved: 'Option saved successfully.',
    deleteTitle: 'Delete option {{label}}?',
    deleteMessage: 'The sub-options of this option are deleted too. This action cannot be undone!',
    deleted: 'Option deleted successfully.',
  },
  queueHours: {
    day: 'Day',
    start: 'Start',
    end: 'End',
    startOf: 'Start on {{day}}',
    endOf: 'End on {{day}}',
  },
};
