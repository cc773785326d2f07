import type { ParseKeys } from 'i18next';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { TodoPage } from '../features/todo/components/todo-page';
import { Shell } from './layout/shell';
import { CampaignsGate } from './routes/campaigns-gate';
import { ConnectionsRoute } from './routes/connections-route';
import { ContactsRoute } from './routes/contacts-route';
import { AdminOnly, PrivateOnly, PublicOnly } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import { PlaceholderRoute } from './routes/placeholder-route';
import { PublicPlaceholderRoute } from './routes/public-placeholder-route';
import { QueuesRoute } from './routes/queues-route';
import { SettingsRoute } from './routes/settings-route';
import { SimulatorRoute } from './routes/simulator-route';
import { TicketsRoute } from './routes/tickets-route';
import { UsersRoute } from './routes/users-route';

const placeholder = (path: string, titleKey: ParseKeys): RouteObject => ({
  path,
  element: <PlaceholderRoute titleKey={titleKey} />,
});

/** Spec 3 §2, the complete route table. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  {
    element: <AdminOnly />,
    children: [
      { path: 'users', element: <UsersRoute /> },
      { path: 'queues', element: <QueuesRoute /> },
      { path: 'simulator', element: <SimulatorRoute /> },
    ],
  },
  { path: 'todolist', element: <TodoPage /> },
  { path: 'tickets/:ticketId?', element: <TicketsRoute /> },
  { path: 'connections', element: <ConnectionsRoute /> },
  placeholder('quick-messages', 'menu.quickMessages'),
  placeholder('schedules', 'menu.schedules'),
  placeholder('tags', 'menu.tags'),
  { path: 'contacts', element: <ContactsRoute /> },
  placeholder('helps', 'menu.helps'),
  placeholder('files', 'menu.files'),
  placeholder('prompts', 'menu.prompts'),
  placeholder('queue-integration', 'menu.queueIntegration'),
  placeholder('messages-api', 'menu.messagesApi'),
  { path: 'settings', element: <SettingsRoute /> },
  placeholder('kanban', 'menu.kanban'),
  placeholder('financeiro', 'menu.financeiro'),
  placeholder('announcements', 'menu.announcements'),
  placeholder('subscription', 'pages.subscription'),
  placeholder('chats/:id?', 'menu.chats'),
  {
    element: <CampaignsGate />,
    children: [
      placeholder('contact-lists', 'menu.contactLists'),
      placeholder('contact-lists/:contactListId/contacts', 'pages.contactListItems'),
      placeholder('campaigns', 'menu.campaigns'),
      placeholder('campaign/:campaignId/report', 'pages.campaignReport'),
      placeholder('campaigns-config', 'menu.campaignsConfig'),
    ],
  },
];

const router = createBrowserRouter([
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <PublicPlaceholderRoute titleKey="pages.signup" /> },
    ],
  },
  { path: '/term', element: <PublicPlaceholderRoute titleKey="pages.term" /> },
  { path: '/privacy', element: <PublicPlaceholderRoute titleKey="pages.privacy" /> },
  { element: <PrivateOnly />, children: [{ path: '/', element: <Shell />, children: shellRoutes }] },
  { path: '*', element: <Navigate to="/" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
