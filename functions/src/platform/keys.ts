/**
 * The single-table key design (docs/decisions/002-table-key-design.md). Every tenant item's pk begins with
 * `C#<companyId>`, built from the authenticated actor, never from a request body.
 */
import { campaignKeys } from './keys-campaigns.js';
import { company } from './keys-company.js';
import { messagesApiKeys } from './keys-messages-api.js';
import { integrationKeys } from './keys-integrations.js';
import { promptKeys } from './keys-prompts.js';
import { webhookKeys } from './keys-webhooks.js';

export const keys = {
  ...campaignKeys,
  ...messagesApiKeys,
  ...webhookKeys,
  ...promptKeys,
  ...integrationKeys,
  company: (companyId: string) => ({ pk: company(companyId), sk: 'COMPANY' }),
  companiesIndex: 'COMPANIES',
  /** A company name (case-insensitive) belongs to one company (docs/decisions/039); global, like an e-mail. */
  companyName: (name: string) => ({ pk: `COMPANYNAME#${name.trim().toLowerCase()}`, sk: 'COMPANYNAME' }),
  /** How far the removal of a deleted company's data has come (docs/decisions/039): outside its `C#` prefix. */
  companyDeletion: (companyId: string) => ({ pk: `COMPANYDEL#${companyId}`, sk: 'PROGRESS' }),
  /** The prefix of every pk of the company's items: its own item's pk, or that followed by `#`. */
  companyPrefix: company,
  plan: (planId: string) => ({ pk: `PLAN#${planId}`, sk: 'PLAN' }),
  plansIndex: 'PLANS',
  /** Help videos are the platform's, not a company's (docs/decisions/035): listed by title on gsi1. */
  help: (helpId: string) => ({ pk: `HELP#${helpId}`, sk: 'HELP' }),
  helpsIndex: 'HELPS',
  /** Announcements are the platform's notices (docs/decisions/051): listed by creation on gsi1. */
  announcement: (announcementId: string) => ({ pk: `ANN#${announcementId}`, sk: 'ANN' }),
  announcementsIndex: 'ANNOUNCEMENTS',
  /** When the user last opened the announcements popover (the badge counts active ones created since). */
  announcementsSeen: (companyId: string, userId: string) => ({
    pk: `${company(companyId)}#U#${userId}`,
    sk: 'ANNSEEN',
  }),
  /** A company's invoices (docs/decisions/037): listed by due date on gsi1. */
  invoice: (companyId: string, invoiceId: string) => ({ pk: `${company(companyId)}#INV#${invoiceId}`, sk: 'INVOICE' }),
  invoicesIndex: (companyId: string) => `${company(companyId)}#INVOICES`,
  /** One item per company and billed due date: the conditional put that makes a period's invoice exactly once. */
  invoicePeriod: (companyId: string, dueDate: string) => ({
    pk: `${company(companyId)}#INVPERIOD#${dueDate}`,
    sk: 'INVPERIOD',
  }),

  user: (companyId: string, userId: string) => ({ pk: `${company(companyId)}#U#${userId}`, sk: 'USER' }),
  usersIndex: (companyId: string) => `${company(companyId)}#USERS`,
  /** Global: login is by email alone, so an email belongs to one user of one company. */
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  refresh: (tokenHash: string) => ({ pk: `REFRESH#${tokenHash}`, sk: 'REFRESH' }),
  loginAttempts: (bucket: string) => ({ pk: `RATE#LOGIN#${bucket}`, sk: 'RATE' }),
  /** A company's budget of refused email claims (docs/decisions/018): new users and email changes. */
  emailClaimAttempts: (companyId: string) => ({ pk: `${company(companyId)}#RATE#EMAILCLAIM`, sk: 'RATE' }),

  queue: (companyId: string, queueId: string) => ({ pk: `${company(companyId)}#Q#${queueId}`, sk: 'QUEUE' }),
  queuesIndex: (companyId: string) => `${company(companyId)}#QUEUES`,
  queueColor: (companyId: string, color: string) => ({
    pk: `${company(companyId)}#QCOLOR#${color.toLowerCase()}`,
    sk: 'QCOLOR',
  }),

  connection: (companyId: string, connectionId: string) => ({
    pk: `${company(companyId)}#W#${connectionId}`,
    sk: 'WHATSAPP',
  }),
  connectionsIndex: (companyId: string) => `${company(companyId)}#WHATSAPPS`,
  /**
   * How many open or pending tickets the connection has (docs/decisions/024): changed in every transaction that
   * moves a ticket into or out of open/pending on it; a delete of the connection requires 0.
   */
  connectionLiveTickets: (companyId: string, connectionId: string) => ({
    pk: `${company(companyId)}#W#${connectionId}`,
    sk: 'LIVETICKETS',
  }),
  /** Sparse gsi2 partition of the connections whose session should run: a restarted host resumes these. */
  activeSessionsIndex: 'SESSIONS',
  /** Chat-app auth state: one item per key (`creds`, `<type>#<id>`), never one blob. */
  connectionAuth: (companyId: string, connectionId: string) => `${company(companyId)}#W#${connectionId}#AUTH`,
  /** The data key that seals every connection's auth items, itself encrypted by KMS (session host only). */
  authDataKey: { pk: 'AUTHKEY', sk: 'AUTHKEY' },
  /** Baileys' message retry counters of a connection (its msgRetryCounterCache), kept across restarts (TTL). */
  retryCounters: (companyId: string, connectionId: string) => `${company(companyId)}#W#${connectionId}#RETRY`,
  retryCounter: (companyId: string, connectionId: string, key: string) => ({
    pk: `${company(companyId)}#W#${connectionId}#RETRY`,
    sk: `R#${key}`,
  }),
  /** Metadata of a group the connection sends to (Baileys' cachedGroupMetadata), refetched when it expires (TTL). */
  groupMetadata: (companyId: string, connectionId: string, groupJid: string) => ({
    pk: `${company(companyId)}#W#${connectionId}#GROUPS`,
    sk: `G#${groupJid}`,
  }),
  /** Which session host drives the connection (conditional write with heartbeat). */
  connectionLease: (companyId: string, connectionId: string) => ({
    pk: `${company(companyId)}#W#${connectionId}`,
    sk: 'LEASE',
  }),
  /** LID → phone number of a customer as the chat app revealed it. */
  lidMapping: (companyId: string, connectionId: string, lid: string) => ({
    pk: `${company(companyId)}#W#${connectionId}#LID`,
    sk: `LID#${lid}`,
  }),
  /**
   * A chat-app message as a Baileys session sent or received it (key and content, TTL): retry requests, quotes
   * and reaction/edit/delete keys are answered from it after a restart.
   */
  waMessage: (companyId: string, connectionId: string, providerId: string) => ({
    pk: `${company(companyId)}#W#${connectionId}#WAMSG#${providerId}`,
    sk: 'WAMSG',
  }),
  /** The simulator's phone: pairing and the conversations as the customers see them. */
  simulator: (companyId: string, connectionId: string) => `${company(companyId)}#W#${connectionId}#SIM`,

  /** A session host's liveness (docs/decisions/014): one partition lists them, so a live host finds dead ones. */
  sessionHost: (hostId: string) => ({ pk: 'SESSIONHOSTS', sk: `HOST#${hostId}` }),
  sessionHostsPartition: 'SESSIONHOSTS',

  /** Local job queue (the SQS stand-in): one partition per queue, a dedupe item per dedupe id. */
  jobs: (queue: string) => `JOBQ#${queue}`,
  jobDedupe: (queue: string, dedupeId: string) => ({ pk: `JOBDEDUPE#${queue}#${dedupeId}`, sk: 'DEDUPE' }),
  deadJobs: (queue: string) => `JOBDLQ#${queue}`,

  /** Contacts (docs/decisions/010): listed by name on gsi1; a number belongs to one contact of the company. */
  contact: (companyId: string, contactId: string) => ({ pk: `${company(companyId)}#CT#${contactId}`, sk: 'CONTACT' }),
  contactsIndex: (companyId: string) => `${company(companyId)}#CONTACTS`,
  contactNumber: (companyId: string, digits: string) => ({ pk: `${company(companyId)}#NUM#${digits}`, sk: 'NUM' }),
  /** A contacts import (docs/decisions/020): its record, the rows of each chunk and the report of each chunk. */
  contactImport: (companyId: string, importId: string) => `${company(companyId)}#IMP#${importId}`,
  /** A customer's LID (WhatsApp's privacy id, digits) belongs to one contact of the company (docs/decisions/015). */
  contactLid: (companyId: string, lid: string) => ({ pk: `${company(companyId)}#LID#${lid}`, sk: 'LID' }),
  /**
   * Search tokens of contacts (docs/decisions/022: word starts, and inner suffixes marked `inner`): one
   * partition, sk `<token>#<contactId>`.
   */
  contactSearch: (companyId: string) => `${company(companyId)}#CSEARCH`,
  contactSearchToken: (companyId: string, token: string, contactId: string) => ({
    pk: `${company(companyId)}#CSEARCH`,
    sk: `${token}#${contactId}`,
  }),
  /** How far the rewrite of a company's contacts to the current search tokens has come (docs/decisions/022). */
  searchTokensBackfill: (companyId: string) => ({ pk: `${company(companyId)}#CSEARCHFILL`, sk: 'TOKENS#022' }),
  /** How far the completion of a company's contacts' ticket lists has come (docs/decisions/028). */
  ticketListsBackfill: (companyId: string) => ({ pk: `${company(companyId)}#CSEARCHFILL`, sk: 'TICKETS#028' }),
  /**
   * The ids of the contact's tickets in one item (`ticketIds`, a string set; docs/decisions/028): the tickets
   * search tab reads many contacts' tickets in one BatchGetItem. `complete` once it lists every `T#` ref.
   */
  contactTicketList: (companyId: string, contactId: string) => ({
    pk: `${company(companyId)}#CT#${contactId}`,
    sk: 'TICKETS',
  }),
  /** The contact's tickets, in its own item collection (sk `T#<ticketId>`). */
  contactTicket: (companyId: string, contactId: string, ticketId: string) => ({
    pk: `${company(companyId)}#CT#${contactId}`,
    sk: `T#${ticketId}`,
  }),
  /** One open or pending ticket per contact and connection: written in the ticket's transaction. */
  openTicket: (companyId: string, contactId: string, connectionId: string) => ({
    pk: `${company(companyId)}#CT#${contactId}`,
    sk: `OPEN#${connectionId}`,
  }),

  ticket: (companyId: string, ticketId: string) => ({ pk: `${company(companyId)}#T#${ticketId}`, sk: 'TICKET' }),
  /** The chatbot's state of a ticket (docs/decisions/012): menu level, sends, out-of-hours notice. */
  ticketBot: (companyId: string, ticketId: string) => ({ pk: `${company(companyId)}#T#${ticketId}`, sk: 'BOT' }),
  /** A rating asked of the contact on a connection when a ticket closed: the next reply may be 1–3 (TTL). */
  awaitedRating: (companyId: string, contactId: string, connectionId: string) => ({
    pk: `${company(companyId)}#CT#${contactId}`,
    sk: `RATING#${connectionId}`,
  }),
  /** gsi1: tickets by status and queue ('-' for none), sorted by `<updatedAt>#<ticketId>`. */
  ticketsByQueue: (companyId: string, status: string, queueId: string | null) =>
    `${company(companyId)}#TQ#${status}#${queueId ?? '-'}`,
  /**
   * gsi3: a company's working set by status (pending and open tickets only; closed ones leave it), sorted by
   * `<updatedAt>#<ticketId>`: an admin's lists over every queue read one partition (docs/decisions/059).
   */
  ticketsByCompany: (companyId: string, status: string) => `${company(companyId)}#TW#${status}`,
  /** gsi2: tickets by user and status (only assigned tickets), sorted by `<updatedAt>#<ticketId>`. */
  ticketsByUser: (companyId: string, userId: string, status: string) => `${company(companyId)}#TU#${userId}#${status}`,
  /** The tickets carrying a tag (sk `T#<ticketId>`). */
  taggedTicket: (companyId: string, tagId: string, ticketId: string) => ({
    pk: `${company(companyId)}#TAG#${tagId}`,
    sk: `T#${ticketId}`,
  }),

  /** A chat = one contact on one connection: its messages across tickets, sk `M#<13-digit ms>#<messageId>`. */
  chat: (companyId: string, contactId: string, connectionId: string) =>
    `${company(companyId)}#CH#${contactId}#${connectionId}`,
  chatMessage: (companyId: string, contactId: string, connectionId: string, timestamp: number, messageId: string) => ({
    pk: `${company(companyId)}#CH#${contactId}#${connectionId}`,
    sk: `M#${String(timestamp).padStart(13, '0')}#${messageId}`,
  }),
  /** Where a message lives, by its own id (delete, quote, ack by local id). */
  messageRef: (companyId: string, messageId: string) => ({ pk: `${company(companyId)}#MSG#${messageId}`, sk: 'MSG' }),
  /** A provider message id seen on a connection: the inbound dedupe and the ack/edit/delete lookup. */
  providerMessage: (companyId: string, connectionId: string, providerId: string) => ({
    pk: `${company(companyId)}#PM#${connectionId}#${providerId}`,
    sk: 'PM',
  }),

  /** Ticket notes: one item each, listed per ticket on gsi1 by creation time. */
  ticketNote: (companyId: string, noteId: string) => ({ pk: `${company(companyId)}#NOTE#${noteId}`, sk: 'NOTE' }),
  ticketNotesIndex: (companyId: string, ticketId: string) => `${company(companyId)}#T#${ticketId}#NOTES`,

  tag: (companyId: string, tagId: string) => ({ pk: `${company(companyId)}#TAG#${tagId}`, sk: 'TAG' }),
  tagsIndex: (companyId: string) => `${company(companyId)}#TAGS`,
  /** A tag name (case-insensitive) belongs to one tag of the company. */
  tagName: (companyId: string, name: string) => ({
    pk: `${company(companyId)}#TAGNAME#${name.toLowerCase()}`,
    sk: 'TAGNAME',
  }),

  quickMessage: (companyId: string, id: string) => ({ pk: `${company(companyId)}#QM#${id}`, sk: 'QM' }),
  quickMessagesIndex: (companyId: string) => `${company(companyId)}#QMS`,
  /** A shortcode (case-insensitive) belongs to one quick message of the company. */
  quickMessageShortcode: (companyId: string, shortcode: string) => ({
    pk: `${company(companyId)}#QMCODE#${shortcode.toLowerCase()}`,
    sk: 'QMCODE',
  }),

  /** Internal chats (spec 3, docs/decisions/050): the chat and its members' items share one partition. */
  internalChat: (companyId: string, chatId: string) => ({ pk: `${company(companyId)}#ICHAT#${chatId}`, sk: 'CHAT' }),
  internalChatMember: (companyId: string, chatId: string, userId: string) => ({
    pk: `${company(companyId)}#ICHAT#${chatId}`,
    sk: `MEMBER#${userId}`,
  }),
  /** gsi1 partition of a user's memberships, sorted by `<chat updatedAt>#<chatId>`: the user's chat list. */
  internalChatsOfUser: (companyId: string, userId: string) => `${company(companyId)}#U#${userId}#ICHATS`,
  /** A chat's messages, sk `<createdAt>#<messageId>`. */
  internalChatMessages: (companyId: string, chatId: string) => `${company(companyId)}#ICHAT#${chatId}#MSGS`,
  /** Scheduled messages (spec 2 §2 Schedules): listed by sendAt on gsi1. */
  schedule: (companyId: string, id: string) => ({ pk: `${company(companyId)}#SCHED#${id}`, sk: 'SCHED' }),
  schedulesIndex: (companyId: string) => `${company(companyId)}#SCHEDS`,
  /** The schedule a sent message came from, read when the session host reports the send failed. */
  scheduleOfMessage: (companyId: string, messageId: string) => ({
    pk: `${company(companyId)}#SCHEDMSG#${messageId}`,
    sk: 'SCHEDMSG',
  }),

  /** Dashboard counters of one company day (company time zone), updated with ADD. */
  dayStats: (companyId: string, day: string) => ({ pk: `${company(companyId)}#STATS`, sk: `D#${day}` }),
  /** The answer of a session host to a number check, read by the API that asked (TTL). */
  numberCheck: (companyId: string, requestId: string) => ({
    pk: `${company(companyId)}#CHECK#${requestId}`,
    sk: 'CHECK',
  }),

  /** Chatbot options of a queue (spec 2 §2): one item each; all options of a queue on gsi1 (`queueOptionsOf`). */
  queueOption: (companyId: string, optionId: string) => ({ pk: `${company(companyId)}#QOPT#${optionId}`, sk: 'QOPT' }),
  queueOptionsOf: (companyId: string, queueId: string) => `${company(companyId)}#Q#${queueId}#OPTS`,

  settings: (companyId: string) => `${company(companyId)}#SETTINGS`,
  setting: (companyId: string, key: string) => ({ pk: `${company(companyId)}#SETTINGS`, sk: `S#${key}` }),

  /** Realtime connections of a company: one partition, so fan-out is one Query. */
  socketsOf: (companyId: string) => `${company(companyId)}#WS`,
  socket: (companyId: string, connectionId: string) => ({ pk: `${company(companyId)}#WS`, sk: `WS#${connectionId}` }),
  /** Reverse lookup used by $disconnect, which knows only the connection id. */
  socketOwner: (connectionId: string) => ({ pk: `WS#${connectionId}`, sk: 'WS' }),

  /**
   * A Pix charge of the sandbox payment provider (docs/decisions/034), by its txid: the provider's record, not a
   * company's (the invoice that asked for it keeps the txid), so it carries no company prefix.
   */
  sandboxCharge: (txid: string) => ({ pk: `PIXSANDBOX#${txid}`, sk: 'CHARGE' }),
  /** Which company's invoice a Pix charge we created pays (docs/decisions/037): the webhook knows only the txid. */
  invoiceCharge: (txid: string) => ({ pk: `PIXCHARGE#${txid}`, sk: 'INVOICE' }),
  /** A payment notification already honoured, by its event id (the Pix end-to-end id): replays change nothing. */
  paymentEvent: (eventId: string) => ({ pk: `PIXEVENT#${eventId}`, sk: 'EVENT' }),

  // --- Timers (issue 6, docs/decisions/011) -------------------------------------------------------------
  /** A timer of the local Scheduler (the EventBridge stand-in), by its id; listed on gsi1 by fire time. */
  timer: (timerId: string) => ({ pk: `TIMER#${timerId}`, sk: 'TIMER' }),
  /** gsi1 partition of every pending timer, sk `<epoch ms, 15 digits>#<timerId>`: due timers are one Query. */
  timersIndex: 'TIMERS',
} as const;
