import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { announcementImageRoutes } from '../domain/announcements/image-routes.js';
import { announcementsRoutes } from '../domain/announcements/routes.js';
import { authRoutes } from '../domain/auth/routes.js';
import { fileListsRoutes } from '../domain/file-lists/routes.js';
import { campaignSettingsRoutes } from '../domain/campaign-settings/routes.js';
import { companiesRoutes, signupRoutes } from '../domain/companies/routes.js';
import { contactListItemsRoutes, contactListsRoutes } from '../domain/contact-lists/routes.js';
import { contactsRoutes } from '../domain/contacts/routes.js';
import { dashboardRoutes } from '../domain/dashboard/routes.js';
import { helpsRoutes } from '../domain/helps/routes.js';
import { invoicesRoutes, paymentsWebhookRoutes, subscriptionRoutes } from '../domain/invoices/routes.js';
import { ticketKanbanRoutes, ticketTagsRoutes } from '../domain/kanban/routes.js';
import { messagesRoutes } from '../domain/messages/routes.js';
import { apiDocsRoutes } from '../domain/messages-api/docs.js';
import { messagesApiRoutes } from '../domain/messages-api/routes.js';
import { plansRoutes } from '../domain/plans/routes.js';
import { promptsRoutes } from '../domain/prompts/routes.js';
import { quickMessagesRoutes } from '../domain/quick-messages/routes.js';
import { campaignsRoutes } from '../domain/campaigns/routes.js';
import { schedulesRoutes } from '../domain/schedules/routes.js';
import { chatsRoutes } from '../domain/chats/routes.js';
import { tagsRoutes } from '../domain/tags/routes.js';
import { ticketNotesRoutes } from '../domain/ticket-notes/routes.js';
import { ticketsRoutes } from '../domain/tickets/routes.js';
import { connectionsRoutes } from '../domain/connections/routes.js';
import { sessionRoutes } from '../domain/connections/session-routes.js';
import { queueIntegrationsRoutes } from '../domain/queue-integrations/routes.js';
import { queueOptionsRoutes } from '../domain/queue-options/routes.js';
import { queuesRoutes } from '../domain/queues/routes.js';
import { settingsRoutes } from '../domain/settings/routes.js';
import { simulatorRoutes } from '../domain/simulator/routes.js';
import { usersRoutes } from '../domain/users/routes.js';
import { webhooksRoutes } from '../domain/webhooks/routes.js';
import { LocalBlobStore } from '../platform/blobs/local-blob-store.js';
import { AppError } from '../platform/errors.js';
import type { Deps } from '../platform/deps.js';
import { requireAuth } from './auth.js';
import type { AppEnv } from './context.js';
import { mediaRoutes } from './media-routes.js';
import { onError } from './on-error.js';
import { requestLog } from './request-log.js';
import { apiSecurityHeaders } from './security-headers.js';

/** JSON bodies above this are refused before parsing (media uploads get their own limits). */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Uploads that set their own, larger limit in their routes: simulator media, message media, contact imports. */
const OWN_LIMIT_UPLOADS = [
  /^\/api\/simulator\/[^/]+\/messages\/?$/,
  /^\/api\/messages\/[^/]+\/?$/,
  /^\/api\/contacts\/import\/?$/,
  /^\/api\/contact-lists\/[^/]+\/upload\/?$/,
  /^\/api\/schedules\/[^/]+\/media-upload\/?$/,
  /^\/api\/campaigns\/[^/]+\/media-upload\/?$/,
  /^\/api\/quick-messages\/[^/]+\/media-upload\/?$/,
  /^\/api\/files\/uploadList\/[^/]+\/?$/,
  /^\/api\/announcements\/[^/]+\/media-upload\/?$/,
];

/** The REST API, the same in the Lambda and in the embedded server; everything lives under /api. */
export function createApp(deps: Deps) {
  // Not strict: the web client calls both `/users` and `/users/` (spec 1 §7), and they name one resource.
  const app = new Hono<AppEnv>({ strict: false }).basePath('/api');
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(requestLog);
  app.use(apiSecurityHeaders);
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
    },
  });
  app.use((c, next) =>
    c.req.method === 'POST' && OWN_LIMIT_UPLOADS.some((path) => path.test(c.req.path)) ? next() : jsonLimit(c, next),
  );
  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/auth', authRoutes);
  // Guards itself: /plans/list is public (signup), the rest super-only.
  app.route('/plans', plansRoutes);
  // Public: the payment provider's notifications, authenticated by the provider's own credential (ADR 034, 037).
  app.route('/payments', paymentsWebhookRoutes);
  // Public: signup creates the company and its first account (spec 2 §7).
  app.route('/companies', signupRoutes);
  // Public: announcement images under unguessable names (ADR 051).
  app.route('/announcement-images', announcementImageRoutes);
  if (deps.blobs instanceof LocalBlobStore) app.route('/media', mediaRoutes(deps.blobs));
  // Public: the external messages API, authenticated by a connection's token (docs/decisions/055). Before the
  // agents' `/messages/:ticketId`, so `send` is not taken for a ticket id; its document and reference page.
  app.route('/messages', messagesApiRoutes as unknown as Hono<AppEnv>);
  app.route('/', apiDocsRoutes);

  const secured: [string, Hono<AppEnv>][] = [
    ['/users', usersRoutes],
    ['/queue', queuesRoutes],
    ['/queue-options', queueOptionsRoutes],
    ['/settings', settingsRoutes],
    ['/companies', companiesRoutes],
    ['/whatsapp', connectionsRoutes],
    ['/whatsappsession', sessionRoutes],
    ['/simulator', simulatorRoutes],
    ['/tickets', ticketsRoutes],
    ['/messages', messagesRoutes],
    ['/contacts', contactsRoutes],
    ['/ticket-notes', ticketNotesRoutes],
    ['/tags', tagsRoutes],
    ['/ticket', ticketKanbanRoutes],
    ['/ticket-tags', ticketTagsRoutes],
    ['/quick-messages', quickMessagesRoutes],
    ['/schedules', schedulesRoutes],
    ['/chats', chatsRoutes],
    ['/campaign-settings', campaignSettingsRoutes],
    ['/contact-lists', contactListsRoutes],
    ['/contact-list-items', contactListItemsRoutes],
    ['/campaigns', campaignsRoutes],
    ['/files', fileListsRoutes],
    ['/dashboard', dashboardRoutes],
    ['/helps', helpsRoutes],
    ['/announcements', announcementsRoutes],
    ['/invoices', invoicesRoutes],
    ['/subscription', subscriptionRoutes],
    ['/prompt', promptsRoutes],
    ['/queueIntegration', queueIntegrationsRoutes],
    ['/webhooks', webhooksRoutes],
  ];
  for (const [path, routes] of secured) {
    app.use(path, requireAuth);
    app.use(`${path}/*`, requireAuth);
    app.route(path, routes);
  }

  app.notFound((c) => c.json({ error: 'ERR_NOT_FOUND', message: 'Not found' }, 404));
  app.onError(onError);
  return app;
}
