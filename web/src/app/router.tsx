import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { usePrefetch, type LazyPage } from './lazy/lazy-page';
import {
  AFTER_LOGIN,
  AnnouncementsPage,
  CampaignReportPage,
  CampaignsPage,
  CampaignSettingsPage,
  ConnectionsRoute,
  ContactListItemsPage,
  ContactListsPage,
  ContactsRoute,
  DashboardPage,
  FileListsPage,
  HelpsPage,
  InvoicesPage,
  KanbanPage,
  PromptsPage,
  QueueIntegrationsPage,
  ChatsPage,
  LegalPage,
  QueuesRoute,
  QuickMessagesPage,
  SchedulesPage,
  SettingsRoute,
  Shell,
  SignupPage,
  SubscriptionPage,
  SimulatorRoute,
  TagsPage,
  TicketsRoute,
  TodoPage,
  UsersRoute,
  MessagesApiPage,
  WebhooksPage,
} from './lazy/pages';
import { ShellSkeleton } from './lazy/skeletons';
import { CampaignsGate } from './routes/campaigns-gate';
import { AdminOnly, PrivateOnly, PublicOnly } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import { PlanFeatureGate } from './routes/plan-feature-gate';

/** A route whose page is a chunk of its own; `handle.preload` lets a deep link fetch it before the session check. */
const lazyRoute = (path: string, Page: LazyPage<object>): RouteObject => ({
  path,
  element: <Page />,
  handle: { preload: Page.preload },
});

/** Spec 3 §2, the complete route table. */
const shellRoutes: RouteObject[] = [
  // Admins see the dashboard here, agents the welcome page; a deep link fetches the dashboard for either.
  { index: true, element: <HomeRoute />, handle: { preload: DashboardPage.preload } },
  {
    element: <AdminOnly />,
    children: [
      lazyRoute('users', UsersRoute),
      lazyRoute('queues', QueuesRoute),
      lazyRoute('simulator', SimulatorRoute),
      lazyRoute('financeiro', InvoicesPage),
      { element: <PlanFeatureGate flag="useExternalApi" />, children: [lazyRoute('webhooks', WebhooksPage)] },
    ],
  },
  lazyRoute('todolist', TodoPage),
  lazyRoute('tickets/:ticketId?', TicketsRoute),
  lazyRoute('connections', ConnectionsRoute),
  lazyRoute('quick-messages', QuickMessagesPage),
  { element: <PlanFeatureGate flag="useSchedules" />, children: [lazyRoute('schedules', SchedulesPage)] },
  lazyRoute('tags', TagsPage),
  lazyRoute('contacts', ContactsRoute),
  lazyRoute('helps', HelpsPage),
  { element: <PlanFeatureGate flag="useCampaigns" />, children: [lazyRoute('files', FileListsPage)] },
  { element: <PlanFeatureGate flag="useOpenAi" />, children: [lazyRoute('prompts', PromptsPage)] },
  lazyRoute('queue-integration', QueueIntegrationsPage),
  { element: <PlanFeatureGate flag="useExternalApi" />, children: [lazyRoute('messages-api', MessagesApiPage)] },
  lazyRoute('settings', SettingsRoute),
  { element: <PlanFeatureGate flag="useKanban" />, children: [lazyRoute('kanban', KanbanPage)] },
  lazyRoute('announcements', AnnouncementsPage),
  lazyRoute('subscription', SubscriptionPage),
  { element: <PlanFeatureGate flag="useInternalChat" />, children: [lazyRoute('chats/:id?', ChatsPage)] },
  {
    element: <CampaignsGate />,
    children: [
      lazyRoute('contact-lists', ContactListsPage),
      lazyRoute('contact-lists/:contactListId/contacts', ContactListItemsPage),
      lazyRoute('campaigns', CampaignsPage),
      lazyRoute('campaign/:campaignId/report', CampaignReportPage),
      lazyRoute('campaigns-config', CampaignSettingsPage),
    ],
  },
];

/** A public page in a chunk of its own: an empty screen of the login's colour until it arrives. */
const publicPage = (page: ReactNode) => <Suspense fallback={<main className="auth-screen" />}>{page}</Suspense>;

/** The login page, then the shell and the dashboard fetched while the user types (docs/decisions/032). */
function LoginRoute() {
  usePrefetch(AFTER_LOGIN);
  return <LoginPage />;
}

const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginRoute /> },
      { path: '/signup', element: publicPage(<SignupPage />), handle: { preload: SignupPage.preload } },
    ],
  },
  { path: '/term', element: publicPage(<LegalPage document="term" />), handle: { preload: LegalPage.preload } },
  { path: '/privacy', element: publicPage(<LegalPage document="privacy" />), handle: { preload: LegalPage.preload } },
  {
    element: <PrivateOnly />,
    children: [
      {
        path: '/',
        element: (
          <Suspense fallback={<ShellSkeleton />}>
            <Shell />
          </Suspense>
        ),
        children: shellRoutes,
        handle: { preload: Shell.preload },
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

// A page opened directly (a deep link such as /tickets/{id}, or a reload) fetches the shell and its page at once,
// side by side with the session check, instead of after it.
for (const { route } of (typeof window === 'undefined' ? null : matchRoutes(routes, window.location)) ?? []) {
  (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.().catch(() => {});
}

/**
 * The route table in React Router's declarative mode: the app loads its data with TanStack Query, so the data
 * router (loaders, actions, fetchers: ~10 kB gzipped) would be weight on the first load (docs/decisions/032).
 */
function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
