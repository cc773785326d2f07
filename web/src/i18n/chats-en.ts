import type { chatsPt } from './chats-pt';

export const chatsEn: typeof chatsPt = {
  chats: {
    title: 'Internal chat',
    tabChats: 'Chats',
    tabMessages: 'Messages',
    add: 'New',
    empty: 'No chats yet.',
    loadFailed: 'The chats could not be loaded.',
    pick: 'Select a chat.',
    noMessages: 'No messages yet.',
    placeholder: 'Type a message',
    send: 'Send',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete chat',
    deleteMessage: 'Do you really want to delete this chat? All its messages will be lost.',
    members: '{{count}} members',
    popoverEmpty: 'No chats.',
    seeAll: 'See all',
    dialog: {
      addTitle: 'New chat',
      editTitle: 'Edit chat',
      title: 'Title',
      users: 'Users',
      usersEmpty: 'Select the users',
      save: 'Save',
      titleRequired: 'Please fill in the chat title.',
      usersRequired: 'Please select at least one user.',
    },
  },
};
