/**
 * Every route of the API, classified (docs/decisions/019). route-census.test.ts enumerates the Hono app's route
 * table and fails when a route is missing here or listed here but gone from the app; route-fuzz.test.ts sends
 * malformed input to each. A new route is added here the day it lands, with its class, the ids its path needs and,
 * when it takes a body or query, a valid sample the fuzz can deform. In samples, a string '<kind>' (an IdKind, e.g.
 * '<ticket>') stands for company A's seeded id of that kind, so another company's admin sends A's ids in bodies too.
 *
 * Classes:
 * - public: answers without a token (a token is never required; the route guards itself, e.g. a signed link).
 * - authenticated: any user of the company; no token → 401, expired → 403, another company's ids → 403/404.
 * - admin: as authenticated, and an agent (profile 'user') → 403.
 * - super: as admin, and a company admin who is not super → 403.
 * - plan-gated: as authenticated, and a company whose plan lacks `flag` → 403.
 * - simulator: the simulator's phone: admin-only, and absent (404) when the simulator is off.
 */

import { defaultWeeklyHours } from '../../functions/src/domain/queues/schema.js';

/** What a path parameter names: company A's seeded resource of that kind replaces it in the census. */
export type IdKind =
  | 'company'
  | 'user'
  | 'queue'
  | 'queueOption'
  | 'connection'
  | 'contact'
  | 'ticket'
  | 'ticketUuid'
  | 'message'
  | 'tag'
  | 'quickMessage'
  | 'schedule'
  | 'chat'
  | 'campaign'
  | 'ticketNote'
  | 'settingKey'
  | 'contactImport'
  | 'plan'
  | 'help'
  | 'announcement'
  | 'invoice'
  | 'fileList'
  | 'contactList'
  | 'contactListItem'
  | 'webhook'
  | 'prompt'
  | 'queueIntegration'
  /** A company of nobody the census drives with: what a super user's company DELETE names. */
  | 'spareCompany';

export type RouteClass = 'public' | 'authenticated' | 'admin' | 'super' | 'plan-gated' | 'simulator';

export interface CensusEntry {
  class: RouteClass;
  /** For plan-gated routes: the plan flag that opens them (e.g. 'useCampaigns'). */
  flag?: string;
  /** Each `:param` of the path and the kind of id it takes (`*` for a wildcard). */
  ids?: Record<string, IdKind>;
  /** A valid JSON body the fuzz deforms field by field. */
  body?: Record<string, unknown>;
  /** A valid query the fuzz deforms field by field. */
  query?: Record<string, string>;
  /** Takes a multipart upload rather than JSON. */
  multipart?: boolean;
  /** Public routes: the status a request with no token and the sample gets (the route's own credential decides). */
  anonymous?: number;
  /** Agents act only on their own records here: an agent's token on the admin's record answers 403 or 404. */
  authorOnly?: true;
  /** Removes or ends something of company A: the census and fuzz drive it last. */
  destructive?: boolean;
}

/** Keyed `METHOD /api/path` exactly as Hono lists it (`app.routes`). */
export const ROUTE_CENSUS: Record<string, CensusEntry> = {
  'GET /api/health': { class: 'public', anonymous: 200 },

  'POST /api/auth/login': {
    class: 'public',
    anonymous: 401,
    body: { email: 'nobody@example.com', password: 'secret123' },
  },
  'POST /api/auth/refresh_token': { class: 'public', anonymous: 401 },
  'DELETE /api/auth/logout': { class: 'public', anonymous: 204 },
  'GET /api/auth/me': { class: 'authenticated' },
  // The signature in the query is the credential, as with an S3 presigned URL.
  'GET /api/media/*': { class: 'public', anonymous: 403, query: { exp: '1', sig: 'x' } },

  'GET /api/users': { class: 'authenticated', query: { searchParam: 'a', pageNumber: '1' } },
  'GET /api/users/list': { class: 'authenticated' },
  'GET /api/users/:id': { class: 'authenticated', ids: { id: 'user' } },
  'POST /api/users': {
    class: 'admin',
    body: { name: 'Novo', email: 'novo@example.com', password: 'secret123', profile: 'user', queueIds: ['<queue>'] },
  },
  'PUT /api/users/:id': { authorOnly: true, class: 'authenticated', ids: { id: 'user' }, body: { name: 'Outro nome' } },
  'DELETE /api/users/:id': { class: 'admin', ids: { id: 'user' }, destructive: true },

  'GET /api/queue': { class: 'authenticated' },
  'GET /api/queue/:id': { class: 'authenticated', ids: { id: 'queue' } },
  'POST /api/queue': { class: 'admin', body: { name: 'Fila', color: '#123456', greetingMessage: 'Olá' } },
  'PUT /api/queue/:id': { class: 'admin', ids: { id: 'queue' }, body: { name: 'Fila 2', color: '#654321' } },
  'DELETE /api/queue/:id': { class: 'admin', ids: { id: 'queue' }, destructive: true },

  'GET /api/queue-options': { class: 'authenticated', query: { queueId: '<queue>', parentId: '-1' } },
  'POST /api/queue-options': {
    class: 'admin',
    body: { title: 'Opção', option: '2', queueId: '<queue>', parentId: null },
  },
  'PUT /api/queue-options/:id': { class: 'admin', ids: { id: 'queueOption' }, body: { title: 'Outra', message: 'm' } },
  'DELETE /api/queue-options/:id': { class: 'admin', ids: { id: 'queueOption' }, destructive: true },

  'GET /api/settings': { class: 'authenticated' },
  'PUT /api/settings/:key': { class: 'admin', ids: { key: 'settingKey' }, body: { value: 'enabled' } },

  'GET /api/companies/listPlan/:companyId': { class: 'authenticated', ids: { companyId: 'company' } },
  'GET /api/companies/:id': { class: 'authenticated', ids: { id: 'company' } },
  'PUT /api/companies/:id/schedules': {
    class: 'admin',
    ids: { id: 'company' },
    body: { id: '<company>', schedules: defaultWeeklyHours() },
  },

  'GET /api/whatsapp': { class: 'authenticated', query: { session: '0' } },
  'GET /api/whatsapp/:id': { class: 'authenticated', ids: { id: 'connection' } },
  'POST /api/whatsapp': { class: 'admin', body: { name: 'Conexão', isDefault: false, queueIds: ['<queue>'] } },
  'PUT /api/whatsapp/:id': { class: 'admin', ids: { id: 'connection' }, body: { name: 'Conexão 2' } },
  'DELETE /api/whatsapp/:id': { class: 'admin', ids: { id: 'connection' }, destructive: true },

  'POST /api/whatsappsession/:id': { class: 'admin', ids: { id: 'connection' }, body: {} },
  'PUT /api/whatsappsession/:id': { class: 'admin', ids: { id: 'connection' } },
  'DELETE /api/whatsappsession/:id': { class: 'admin', ids: { id: 'connection' }, destructive: true },

  // The web preselects the simulator provider when it is on: any user may ask.
  'GET /api/simulator/status': { class: 'authenticated' },
  'POST /api/simulator/:connectionId/scan': { class: 'simulator', ids: { connectionId: 'connection' }, body: {} },
  'POST /api/simulator/:connectionId/messages': {
    class: 'simulator',
    ids: { connectionId: 'connection' },
    body: { number: '5511999990000', name: 'Cliente', body: 'Oi' },
  },
  'GET /api/simulator/:connectionId/messages': {
    class: 'simulator',
    ids: { connectionId: 'connection' },
    query: { number: '5511999990000' },
  },
  'GET /api/simulator/:connectionId/customers': { class: 'simulator', ids: { connectionId: 'connection' } },
  'POST /api/simulator/:connectionId/read': {
    class: 'simulator',
    ids: { connectionId: 'connection' },
    body: { number: '5511999990000' },
  },
  'POST /api/simulator/:connectionId/call': {
    class: 'simulator',
    ids: { connectionId: 'connection' },
    body: { number: '5511999990000', name: 'Cliente' },
  },
  'PUT /api/simulator/:connectionId/messages/:messageId': {
    class: 'simulator',
    ids: { connectionId: 'connection', messageId: 'message' },
    body: { number: '5511999990000', body: 'Editada' },
  },
  'DELETE /api/simulator/:connectionId/messages/:messageId': {
    class: 'simulator',
    ids: { connectionId: 'connection', messageId: 'message' },
    query: { number: '5511999990000' },
    destructive: true,
  },

  'GET /api/tickets': {
    class: 'authenticated',
    query: { status: 'open', pageNumber: '1', searchParam: 'a', showAll: 'true', queueIds: '["<queue>"]', limit: '10' },
  },
  'GET /api/tickets/u/:uuid': { class: 'authenticated', ids: { uuid: 'ticketUuid' } },
  'GET /api/tickets/:id': { class: 'authenticated', ids: { id: 'ticket' } },
  'POST /api/tickets': {
    class: 'authenticated',
    body: { contactId: '<contact>', status: 'open', queueId: '<queue>', whatsappId: '<connection>' },
  },
  'PUT /api/tickets/:id': {
    authorOnly: true,
    class: 'authenticated',
    ids: { id: 'ticket' },
    body: { status: 'open', userId: '<user>', queueId: '<queue>' },
  },
  'DELETE /api/tickets/:id': { class: 'admin', ids: { id: 'ticket' }, destructive: true },

  'GET /api/messages/:ticketId': {
    class: 'authenticated',
    ids: { ticketId: 'ticket' },
    query: { pageNumber: '1', limit: '10' },
  },
  'POST /api/messages/:ticketId': {
    authorOnly: true,
    class: 'authenticated',
    ids: { ticketId: 'ticket' },
    body: { body: 'Olá' },
  },
  'POST /api/messages/:messageId/resend': { authorOnly: true, class: 'authenticated', ids: { messageId: 'message' } },
  'DELETE /api/messages/:messageId': {
    authorOnly: true,
    class: 'authenticated',
    ids: { messageId: 'message' },
    destructive: true,
  },

  'GET /api/contacts': { class: 'authenticated', query: { searchParam: 'a', pageNumber: '1', limit: '10' } },
  'GET /api/contacts/list': { class: 'authenticated' },
  'GET /api/contacts/export': { class: 'authenticated' },
  'POST /api/contacts/import': { class: 'admin', multipart: true },
  'GET /api/contacts/import/:id': { class: 'admin', ids: { id: 'contactImport' } },
  'GET /api/contacts/import/:id/report': { class: 'admin', ids: { id: 'contactImport' } },
  'GET /api/contacts/:id': { class: 'authenticated', ids: { id: 'contact' } },
  'POST /api/contacts': {
    class: 'authenticated',
    body: { name: 'Contato', number: '5511988887777', email: 'c@example.com', extraInfo: [{ name: 'k', value: 'v' }] },
  },
  'PUT /api/contacts/:id': { class: 'authenticated', ids: { id: 'contact' }, body: { name: 'Outro' } },
  'DELETE /api/contacts/:id': { class: 'admin', ids: { id: 'contact' }, destructive: true },

  'GET /api/ticket-notes/list': { class: 'authenticated', query: { ticketId: '<ticket>', contactId: '<contact>' } },
  'POST /api/ticket-notes': {
    class: 'authenticated',
    body: { note: 'Nota', ticketId: '<ticket>', contactId: '<contact>' },
  },
  'DELETE /api/ticket-notes/:id': {
    authorOnly: true,
    class: 'authenticated',
    ids: { id: 'ticketNote' },
    destructive: true,
  },

  'GET /api/tags/list': { class: 'authenticated' },
  'GET /api/tags': { class: 'authenticated', query: { searchParam: 'a', pageNumber: '1' } },
  'POST /api/tags/sync': { class: 'authenticated', body: { ticketId: '<ticket>', tags: [{ id: '<tag>' }] } },
  'GET /api/tags/:id': { class: 'authenticated', ids: { id: 'tag' } },
  'POST /api/tags': { class: 'authenticated', body: { name: 'Etiqueta', color: '#00ff00', kanban: 0 } },
  'PUT /api/tags/:id': { class: 'admin', ids: { id: 'tag' }, body: { name: 'Outra', color: '#0000ff' } },
  'DELETE /api/tags/:id': { class: 'admin', ids: { id: 'tag' }, destructive: true },
  'GET /api/tags/kanban': { class: 'authenticated' },
  'GET /api/ticket/kanban': { class: 'plan-gated', flag: 'useKanban', query: { queueIds: '[]' } },
  'PUT /api/ticket-tags/:ticketId/:tagId': {
    class: 'plan-gated',
    flag: 'useKanban',
    ids: { ticketId: 'ticket', tagId: 'tag' },
  },
  'DELETE /api/ticket-tags/:ticketId': { class: 'plan-gated', flag: 'useKanban', ids: { ticketId: 'ticket' } },

  'GET /api/quick-messages/list': { class: 'authenticated' },
  'GET /api/quick-messages': { class: 'authenticated', query: { searchParam: 'a', pageNumber: '1' } },
  'GET /api/quick-messages/:id': { class: 'authenticated', ids: { id: 'quickMessage' } },
  'POST /api/quick-messages': { class: 'authenticated', body: { shortcode: 'oi', message: 'Olá!', geral: true } },
  'PUT /api/quick-messages/:id': {
    authorOnly: true,
    class: 'authenticated',
    ids: { id: 'quickMessage' },
    body: { shortcode: 'oi2', message: 'Olá de novo', geral: false },
  },
  'DELETE /api/quick-messages/:id': {
    authorOnly: true,
    class: 'authenticated',
    ids: { id: 'quickMessage' },
    destructive: true,
  },
  'POST /api/quick-messages/:id/media-upload': {
    authorOnly: true,
    class: 'authenticated',
    ids: { id: 'quickMessage' },
    multipart: true,
  },
  'DELETE /api/quick-messages/:id/media-upload': {
    authorOnly: true,
    class: 'authenticated',
    ids: { id: 'quickMessage' },
  },

  // Schedules (spec 2 §7): any user of a company whose plan has useSchedules.
  'GET /api/schedules': { class: 'plan-gated', flag: 'useSchedules', query: { searchParam: 'a', pageNumber: '1' } },
  'GET /api/schedules/:id': { class: 'plan-gated', flag: 'useSchedules', ids: { id: 'schedule' } },
  'POST /api/schedules': {
    class: 'plan-gated',
    flag: 'useSchedules',
    body: { body: 'Bom dia, tudo bem?', contactId: '<contact>', sendAt: '2099-01-01T12:00:00.000Z' },
  },
  'PUT /api/schedules/:id': {
    class: 'plan-gated',
    flag: 'useSchedules',
    ids: { id: 'schedule' },
    body: { body: 'Boa tarde, tudo bem?', sendAt: '2099-01-02T12:00:00.000Z' },
  },
  'DELETE /api/schedules/:id': {
    class: 'plan-gated',
    flag: 'useSchedules',
    ids: { id: 'schedule' },
    destructive: true,
  },
  'POST /api/schedules/:id/media-upload': {
    class: 'plan-gated',
    flag: 'useSchedules',
    ids: { id: 'schedule' },
    multipart: true,
  },
  'DELETE /api/schedules/:id/media-upload': { class: 'plan-gated', flag: 'useSchedules', ids: { id: 'schedule' } },

  // Internal chats (spec 3 §7, docs/decisions/050): members of the chat, in a company whose plan has useInternalChat.
  'GET /api/chats': { class: 'plan-gated', flag: 'useInternalChat', query: { pageNumber: '1' } },
  'GET /api/chats/:id': { class: 'plan-gated', flag: 'useInternalChat', ids: { id: 'chat' } },
  'POST /api/chats': { class: 'plan-gated', flag: 'useInternalChat', body: { title: 'Equipe', users: ['<user>'] } },
  'PUT /api/chats/:id': {
    class: 'plan-gated',
    flag: 'useInternalChat',
    ids: { id: 'chat' },
    body: { title: 'Equipe', users: ['<user>'] },
  },
  'DELETE /api/chats/:id': { class: 'plan-gated', flag: 'useInternalChat', ids: { id: 'chat' }, destructive: true },
  'POST /api/chats/:id/read': { class: 'plan-gated', flag: 'useInternalChat', ids: { id: 'chat' } },
  'GET /api/chats/:id/messages': {
    class: 'plan-gated',
    flag: 'useInternalChat',
    ids: { id: 'chat' },
    query: { pageNumber: '1' },
  },
  'POST /api/chats/:id/messages': {
    class: 'plan-gated',
    flag: 'useInternalChat',
    ids: { id: 'chat' },
    body: { message: 'Bom dia' },
  },

  // Campaign settings (spec 3 §7): any user of a company whose plan has useCampaigns.
  'GET /api/campaign-settings': { class: 'plan-gated', flag: 'useCampaigns' },
  'POST /api/campaign-settings': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    body: {
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 30,
      variables: [{ key: 'loja', value: 'Centro' }],
    },
  },

  // Contact lists and their items (spec 3 §7): any user of a company whose plan has useCampaigns.
  'GET /api/contact-lists': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    query: { searchParam: 'a', pageNumber: '1' },
  },
  'GET /api/contact-lists/list': { class: 'plan-gated', flag: 'useCampaigns' },
  'GET /api/contact-lists/:id': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'contactList' } },
  'POST /api/contact-lists': { class: 'plan-gated', flag: 'useCampaigns', body: { name: 'Clientes' } },
  'PUT /api/contact-lists/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'contactList' },
    body: { name: 'Clientes VIP' },
  },
  'DELETE /api/contact-lists/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'contactList' },
    destructive: true,
  },
  'POST /api/contact-lists/:id/upload': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'contactList' },
    multipart: true,
  },
  'POST /api/contact-lists/:id/check': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'contactList' } },
  'GET /api/contact-list-items': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    query: { searchParam: 'a', pageNumber: '1', contactListId: '<contactList>' },
  },
  'GET /api/contact-list-items/:id': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'contactListItem' } },
  'POST /api/contact-list-items': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    body: { name: 'Maria', number: '5511988887777', email: 'maria@example.com', contactListId: '<contactList>' },
  },
  'PUT /api/contact-list-items/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'contactListItem' },
    body: { name: 'Maria Souza', number: '5511988886666', email: '' },
  },
  'DELETE /api/contact-list-items/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'contactListItem' },
    destructive: true,
  },

  // File lists (spec 3 §7): any user of a company whose plan has useCampaigns.
  'GET /api/files': { class: 'plan-gated', flag: 'useCampaigns', query: { searchParam: 'a', pageNumber: '1' } },
  'GET /api/files/:id': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'fileList' } },
  'POST /api/files': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    body: { name: 'Catálogo', message: 'Veja o catálogo', options: [{ name: 'Preços', message: 'Tabela' }] },
  },
  'PUT /api/files/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'fileList' },
    body: { name: 'Catálogo novo', message: 'Veja', options: [{ name: 'Fotos', message: 'Fotos' }] },
  },
  'DELETE /api/files/:id': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'fileList' }, destructive: true },
  'POST /api/files/uploadList/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'fileList' },
    multipart: true,
  },

  // Campaigns (spec 3 §7; docs/decisions/048): any user of a company whose plan has useCampaigns.
  'GET /api/campaigns': { class: 'plan-gated', flag: 'useCampaigns', query: { searchParam: 'a', pageNumber: '1' } },
  'GET /api/campaigns/:id': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'campaign' } },
  'POST /api/campaigns': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    body: { name: 'Promoção', message1: 'Olá {nome}!', whatsappId: '<connection>', confirmation: false },
  },
  'PUT /api/campaigns/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'campaign' },
    body: { name: 'Promoção nova', message1: 'Oi {nome}!', whatsappId: '<connection>', confirmation: false },
  },
  'DELETE /api/campaigns/:id': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'campaign' },
    destructive: true,
  },
  'POST /api/campaigns/:id/cancel': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'campaign' } },
  'POST /api/campaigns/:id/restart': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'campaign' } },
  'POST /api/campaigns/:id/media-upload': {
    class: 'plan-gated',
    flag: 'useCampaigns',
    ids: { id: 'campaign' },
    multipart: true,
  },
  'DELETE /api/campaigns/:id/media-upload': { class: 'plan-gated', flag: 'useCampaigns', ids: { id: 'campaign' } },

  'GET /api/dashboard': { class: 'admin', query: { date_from: '2026-01-01', date_to: '2026-12-31' } },

  // Plans (docs/decisions/036): the signup page lists them without an account; the Planos tab is super users'.
  'GET /api/plans/list': { class: 'public', anonymous: 200 },
  // Signup (spec 2 §7): public; the sample names no real plan, so nothing is created (404).
  'POST /api/companies/cadastro': {
    class: 'public',
    anonymous: 404,
    body: { name: 'Nova Empresa', email: 'nova@example.com', phone: '11999990000', password: 'secret123', planId: 'x' },
  },
  // Companies (docs/decisions/039): the Empresas tab is super users'.
  'GET /api/companies': { class: 'super', query: { searchParam: 'empresa', pageNumber: '1' } },
  'POST /api/companies': {
    class: 'super',
    body: { name: 'Census Ltda', email: 'census-co@example.com', password: 'secret123', planId: '<plan>' },
  },
  'PUT /api/companies/:id': { class: 'super', ids: { id: 'company' }, body: { name: 'Census Renamed', status: true } },
  'DELETE /api/companies/:id': { class: 'super', ids: { id: 'spareCompany' }, destructive: true },
  'GET /api/plans/all': { class: 'super' },
  'GET /api/plans/:id': { class: 'super', ids: { id: 'plan' } },
  'POST /api/plans': { class: 'super', body: { name: 'Census', users: 1, connections: 1, queues: 1, value: 9.9 } },
  'PUT /api/plans/:id': { class: 'super', ids: { id: 'plan' }, body: { name: 'Census', useKanban: false } },
  'DELETE /api/plans/:id': { class: 'super', ids: { id: 'plan' }, destructive: true },

  // Help videos are the platform's (docs/decisions/035): every user reads the list on /helps, super users the rest.
  'GET /api/helps/list': { class: 'authenticated' },
  'GET /api/helps': { class: 'super' },
  'POST /api/helps': {
    class: 'super',
    body: { title: 'Como conectar', description: 'Passo a passo', video: 'dQw4w9WgXcQ' },
  },
  'PUT /api/helps/:id': { class: 'super', ids: { id: 'help' }, body: { title: 'Como conectar', video: 'dQw4w9WgXcQ' } },
  'DELETE /api/helps/:id': { class: 'super', ids: { id: 'help' }, destructive: true },
  // Announcements are the platform's notices (docs/decisions/051): every user reads, super users write.
  'GET /api/announcements': { class: 'authenticated', query: { searchParam: 'a', pageNumber: '1' } },
  'GET /api/announcements/active': { class: 'authenticated' },
  'GET /api/announcements/unseen': { class: 'authenticated' },
  'POST /api/announcements/seen': { class: 'authenticated' },
  'GET /api/announcements/:id': { class: 'authenticated', ids: { id: 'announcement' } },
  'POST /api/announcements': {
    class: 'super',
    body: { title: 'Aviso', text: 'Manutenção', priority: 2, status: true },
  },
  'PUT /api/announcements/:id': {
    class: 'super',
    ids: { id: 'announcement' },
    body: { title: 'Aviso 2', text: 'Outro', priority: 1, status: false },
  },
  'DELETE /api/announcements/:id': { class: 'super', ids: { id: 'announcement' }, destructive: true },
  'POST /api/announcements/:id/media-upload': { class: 'super', ids: { id: 'announcement' }, multipart: true },
  'DELETE /api/announcements/:id/media-upload': { class: 'super', ids: { id: 'announcement' } },
  // Public: the image under its 128-bit random name is the credential; an unknown name answers 404.
  'GET /api/announcement-images/:name': { class: 'public', ids: { name: 'announcement' }, anonymous: 404 },
  // The company's own invoices (/financeiro, docs/decisions/037): its admins read them.
  'GET /api/invoices/all': { class: 'admin', query: { searchParam: '', pageNumber: '1' } },
  'POST /api/subscription': { class: 'admin', ids: {}, body: { invoiceId: '<invoice>', firstName: 'Ana' } },
  // The sandbox pays the invoice's latest charge through the webhook handler; A's census invoice has none (404).
  'POST /api/subscription/pay': { class: 'admin', body: { invoiceId: '<invoice>' } },
  // The provider's credential (signature, or the secret as the path's first segment) is the authentication.
  'POST /api/payments/webhook/*': { class: 'public', anonymous: 401, body: { pix: [] } },
  // Outgoing webhooks (docs/decisions/056): useExternalApi, and admins only (the router checks requireAdmin too).
  'GET /api/webhooks': { class: 'plan-gated', flag: 'useExternalApi' },
  'GET /api/webhooks/:id': { class: 'plan-gated', flag: 'useExternalApi', ids: { id: 'webhook' } },
  'POST /api/webhooks': {
    class: 'plan-gated',
    flag: 'useExternalApi',
    body: { url: 'https://hooks.example.com/balcao', events: ['message.created'], active: true },
  },
  'PUT /api/webhooks/:id': {
    class: 'plan-gated',
    flag: 'useExternalApi',
    ids: { id: 'webhook' },
    body: { url: 'https://hooks.example.com/other', events: ['ticket.updated'], active: false },
  },
  'DELETE /api/webhooks/:id': {
    class: 'plan-gated',
    flag: 'useExternalApi',
    ids: { id: 'webhook' },
    destructive: true,
  },
  'POST /api/webhooks/:id/secret': { class: 'plan-gated', flag: 'useExternalApi', ids: { id: 'webhook' } },
  'POST /api/webhooks/:id/test': { class: 'plan-gated', flag: 'useExternalApi', ids: { id: 'webhook' } },
  'GET /api/webhooks/:id/deliveries': { class: 'plan-gated', flag: 'useExternalApi', ids: { id: 'webhook' } },
  // The external messages API (docs/decisions/055): a connection's token is the credential, checked by the route
  // itself (tests/api/messages-api.test.ts: another company's token, a user's session token); none → 401.
  'POST /api/messages/send': { class: 'public', anonymous: 401, body: { number: '5511999998888', body: 'Olá' } },
  // Its OpenAPI document and reference page, public like the API they describe.
  'GET /api/openapi.json': { class: 'public', anonymous: 200 },
  'GET /api/docs': { class: 'public', anonymous: 200 },
  // AI prompts (docs/decisions/052): useOpenAi; users read, admins write (the route checks requireAdmin too).
  'GET /api/prompt': { class: 'plan-gated', flag: 'useOpenAi' },
  'GET /api/prompt/:id': { class: 'plan-gated', flag: 'useOpenAi', ids: { id: 'prompt' } },
  'POST /api/prompt': {
    class: 'plan-gated',
    flag: 'useOpenAi',
    body: { name: 'Assistente', prompt: 'Responda com educação.', apiKey: 'sk-census-0000000000', queueId: '<queue>' },
  },
  'PUT /api/prompt/:id': {
    class: 'plan-gated',
    flag: 'useOpenAi',
    ids: { id: 'prompt' },
    body: { name: 'Assistente 2', maxTokens: 200 },
  },
  'DELETE /api/prompt/:id': { class: 'plan-gated', flag: 'useOpenAi', ids: { id: 'prompt' }, destructive: true },
  // Queue integrations (docs/decisions/053): useIntegrations; users read, admins write and test (requireAdmin too).
  'GET /api/queueIntegration': {
    class: 'plan-gated',
    flag: 'useIntegrations',
    query: { searchParam: 'a', pageNumber: '1' },
  },
  'GET /api/queueIntegration/:id': { class: 'plan-gated', flag: 'useIntegrations', ids: { id: 'queueIntegration' } },
  'POST /api/queueIntegration': {
    class: 'plan-gated',
    flag: 'useIntegrations',
    body: { type: 'webhook', name: 'Robô', urlN8N: 'https://bot.example.com/hook' },
  },
  // The census's sample is Dialogflow without a key file: refused (400) before anything is called.
  'POST /api/queueIntegration/testSession': {
    class: 'plan-gated',
    flag: 'useIntegrations',
    body: { type: 'dialogflow', name: 'Teste', projectName: 'p', language: 'pt-BR' },
  },
  'PUT /api/queueIntegration/:id': {
    class: 'plan-gated',
    flag: 'useIntegrations',
    ids: { id: 'queueIntegration' },
    body: { name: 'Robô 2', typebotDelayMessage: 500 },
  },
  'DELETE /api/queueIntegration/:id': {
    class: 'plan-gated',
    flag: 'useIntegrations',
    ids: { id: 'queueIntegration' },
    destructive: true,
  },
};
