import { lazyPage } from './lazy-page';

/**
 * Every page behind the login in a chunk of its own (docs/decisions/032): the first load carries React, the
 * router, the session and the login page; the shell and each page load when first shown or prefetched.
 */
export const Shell = lazyPage(
  () => import('../layout/shell'),
  (module) => module.Shell,
);
export const DashboardPage = lazyPage(
  () => import('../../features/dashboard/components/dashboard-page'),
  (module) => module.DashboardPage,
);
export const TicketsRoute = lazyPage(
  () => import('../routes/tickets-route'),
  (module) => module.TicketsRoute,
);
export const ContactsRoute = lazyPage(
  () => import('../routes/contacts-route'),
  (module) => module.ContactsRoute,
);
export const ConnectionsRoute = lazyPage(
  () => import('../routes/connections-route'),
  (module) => module.ConnectionsRoute,
);
export const QueuesRoute = lazyPage(
  () => import('../routes/queues-route'),
  (module) => module.QueuesRoute,
);
export const UsersRoute = lazyPage(
  () => import('../routes/users-route'),
  (module) => module.UsersRoute,
);
export const SettingsRoute = lazyPage(
  () => import('../routes/settings-route'),
  (module) => module.SettingsRoute,
);
export const SimulatorRoute = lazyPage(
  () => import('../routes/simulator-route'),
  (module) => module.SimulatorRoute,
);
export const HelpsPage = lazyPage(
  () => import('../../features/helps/components/helps-page'),
  (module) => module.HelpsPage,
);
export const TodoPage = lazyPage(
  () => import('../../features/todo/components/todo-page'),
  (module) => module.TodoPage,
);
export const SchedulesPage = lazyPage(
  () => import('../../features/schedules/components/schedules-page'),
  (module) => module.SchedulesPage,
);
export const KanbanPage = lazyPage(
  () => import('../../features/kanban/components/kanban-page'),
  (module) => module.KanbanPage,
);
export const QuickMessagesPage = lazyPage(
  () => import('../../features/quick-messages/components/quick-messages-page'),
  (module) => module.QuickMessagesPage,
);
export const TagsPage = lazyPage(
  () => import('../../features/tags/components/tags-page'),
  (module) => module.TagsPage,
);
export const CampaignsPage = lazyPage(
  () => import('../../features/campaigns/components/campaigns-page'),
  (module) => module.CampaignsPage,
);
export const CampaignReportPage = lazyPage(
  () => import('../../features/campaigns/components/campaign-report-page'),
  (module) => module.CampaignReportPage,
);
export const CampaignSettingsPage = lazyPage(
  () => import('../../features/campaign-settings/components/campaign-settings-page'),
  (module) => module.CampaignSettingsPage,
);
export const FileListsPage = lazyPage(
  () => import('../../features/file-lists/components/file-lists-page'),
  (module) => module.FileListsPage,
);

/** What a user most likely opens after logging in: the shell and `/` (the dashboard for admins). */
export const AFTER_LOGIN = [Shell, DashboardPage];
/** What a user most likely opens from the dashboard or the welcome page: the tickets. */
export const AFTER_SHELL = [TicketsRoute];
export const SignupPage = lazyPage(
  () => import('../../features/signup/components/signup-page'),
  (module) => module.SignupPage,
);
export const LegalPage = lazyPage(
  () => import('../../features/legal/components/legal-page'),
  (module) => module.LegalPage,
);
export const SubscriptionPage = lazyPage(
  () => import('../../features/subscription/components/subscription-page'),
  (module) => module.SubscriptionPage,
);
export const InvoicesPage = lazyPage(
  () => import('../../features/invoices/components/invoices-page'),
  (module) => module.InvoicesPage,
);
export const ContactListsPage = lazyPage(
  () => import('../../features/contact-lists/components/contact-lists-page'),
  (module) => module.ContactListsPage,
);
export const ContactListItemsPage = lazyPage(
  () => import('../../features/contact-lists/components/contact-list-items-page'),
  (module) => module.ContactListItemsPage,
);
export const ChatsPage = lazyPage(
  () => import('../../features/chats/components/chats-page'),
  (module) => module.ChatsPage,
);
export const QueueIntegrationsPage = lazyPage(
  () => import('../../features/queue-integrations/components/queue-integrations-page'),
  (module) => module.QueueIntegrationsPage,
);
export const AnnouncementsPage = lazyPage(
  () => import('../../features/announcements/components/announcements-page'),
  (module) => module.AnnouncementsPage,
);
export const WebhooksPage = lazyPage(
  () => import('../../features/webhooks/components/webhooks-page'),
  (module) => module.WebhooksPage,
);
export const PromptsPage = lazyPage(
  () => import('../../features/prompts/components/prompts-page'),
  (module) => module.PromptsPage,
);
export const MessagesApiPage = lazyPage(
  () => import('../../features/messages-api/components/messages-api-page'),
  (module) => module.MessagesApiPage,
);
