import type { Translation } from './pt';

/** English texts of the Settings page, spread into `en`. */
export const settingsEn: Pick<Translation, 'settings'> = {
  settings: {
    title: 'Settings',
    tabs: { options: 'Options', hours: 'Hours', companies: 'Companies', plans: 'Plans', helps: 'Help' },
    updated: 'Setting updated successfully.',
    adminOnly: 'Only administrators can change the settings.',
    options: {
      userRating: { label: 'Ratings', enabled: 'Enabled', disabled: 'Disabled' },
      scheduleType: { label: 'Business hours management', disabled: 'Disabled', queue: 'Queue', company: 'Company' },
      CheckMsgIsGroup: { label: 'Ignore group messages', enabled: 'Enabled', disabled: 'Disabled' },
      call: { label: 'Accept calls', enabled: 'Accept', disabled: 'Do not accept' },
      chatBotType: { label: 'Chatbot type', text: 'Text', button: 'Button', list: 'List' },
      sendGreetingAccepted: {
        label: 'Send a greeting when the ticket is accepted',
        enabled: 'Enabled',
        disabled: 'Disabled',
      },
      sendMsgTransfTicket: {
        label: 'Send a message on queue/agent transfer',
        enabled: 'Enabled',
        disabled: 'Disabled',
      },
    },
    timezone: 'Time zone',
    integrations: {
      payment: 'Payment provider',
      asaas: 'Payment provider token',
      ixc: 'IXC',
      ipixc: 'IXC IP',
      tokenixc: 'IXC token',
      mkauth: 'MK-AUTH',
      ipmkauth: 'MK-AUTH IP',
      clientidmkauth: 'Client ID',
      clientsecretmkauth: 'Client Secret',
    },
    hours: {
      weekday: 'Weekday',
      start: 'Start',
      end: 'End',
      saved: 'Hours updated successfully.',
      invalidTime: 'Enter a time between 00:00 and 23:59',
      hint: 'A day whose end is not after its start is closed.',
    },
  },
};
