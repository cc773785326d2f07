import 'i18next';
import type { announcementsPt } from './announcements-pt';
import type { billingPt } from './billing-pt';
import type { campaignSettingsPt } from './campaign-settings-pt';
import type { campaignsPt } from './campaigns-pt';
import type { chatsPt } from './chats-pt';
import type { contactListsPt } from './contact-lists-pt';
import type { fileListsPt } from './file-lists-pt';
import type { kanbanPt } from './kanban-pt';
import type { messagesApiPt } from './messages-api-pt';
import type { adminPt, connectionsPagePt, contactsPagePt, conversationPagePt, queuesPagePt } from './lazy-pt';
import type { pt } from './pt';
import type { promptsPt } from './prompts-pt';
import type { queueIntegrationsPt } from './queue-integrations-pt';
import type { quickMessagesPt } from './quick-messages-pt';
import type { schedulesPt } from './schedules-pt';
import type { signupPt } from './signup-pt';
import type { tagsPt } from './tags-pt';
import type { webhooksPt } from './webhooks-pt';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof pt &
        typeof adminPt &
        typeof connectionsPagePt &
        typeof conversationPagePt &
        typeof contactsPagePt &
        typeof queuesPagePt;
      signup: typeof signupPt;
      billing: typeof billingPt;
      kanban: typeof kanbanPt;
      schedules: typeof schedulesPt;
      tags: typeof tagsPt;
      quickMessages: typeof quickMessagesPt;
      campaigns: typeof campaignsPt;
      campaignSettings: typeof campaignSettingsPt;
      fileLists: typeof fileListsPt;
      contactLists: typeof contactListsPt;
      chats: typeof chatsPt;
      announcements: typeof announcementsPt;
      prompts: typeof promptsPt;
      queueIntegrations: typeof queueIntegrationsPt;
      webhooks: typeof webhooksPt;
      messagesApi: typeof messagesApiPt;
    };
  }
}
