/**
 * The single-table key design (docs/decisions/002-table-key-design.md). Every tenant item's pk begins with
 * `C#<companyId>`, built from the authenticated actor, never from a request body.
 */
const company = (companyId: string) => `C#${companyId}`;

export const keys = {
  company: (companyId: string) => ({ pk: company(companyId), sk: 'COMPANY' }),
  companiesIndex: 'COMPANIES',
  plan: (planId: string) => ({ pk: `PLAN#${planId}`, sk: 'PLAN' }),
  plansIndex: 'PLANS',

  user: (companyId: string, userId: string) => ({ pk: `${company(companyId)}#U#${userId}`, sk: 'USER' }),
  usersIndex: (companyId: string) => `${company(companyId)}#USERS`,
  /** Global: login is by email alone, so an email belongs to one user of one company. */
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' }),
  refresh: (tokenHash: string) => ({ pk: `REFRESH#${tokenHash}`, sk: 'REFRESH' }),
  loginAttempts: (bucket: string) => ({ pk: `RATE#LOGIN#${bucket}`, sk: 'RATE' }),

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
  /** Sparse gsi2 partition of the connections whose session should run: a restarted host resumes these. */
  activeSessionsIndex: 'SESSIONS',
  /** Chat-app auth state: one item per key (`creds`, `<type>#<id>`), never one blob. */
  connectionAuth: (companyId: string, connectionId: string) => `${company(companyId)}#W#${connectionId}#AUTH`,
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
  /** The simulator's phone: pairing and the conversations as the customers see them. */
  simulator: (companyId: string, connectionId: string) => `${company(companyId)}#W#${connectionId}#SIM`,

  /** Local job queue (the SQS stand-in): one partition per queue, a dedupe item per dedupe id. */
  jobs: (queue: string) => `JOBQ#${queue}`,
  jobDedupe: (queue: string, dedupeId: string) => ({ pk: `JOBDEDUPE#${queue}#${dedupeId}`, sk: 'DEDUPE' }),
  deadJobs: (queue: string) => `JOBDLQ#${queue}`,

  settings: (companyId: string) => `${company(companyId)}#SETTINGS`,
  setting: (companyId: string, key: string) => ({ pk: `${company(companyId)}#SETTINGS`, sk: `S#${key}` }),

  /** Realtime connections of a company: one partition, so fan-out is one Query. */
  socketsOf: (companyId: string) => `${company(companyId)}#WS`,
  socket: (companyId: string, connectionId: string) => ({ pk: `${company(companyId)}#WS`, sk: `WS#${connectionId}` }),
  /** Reverse lookup used by $disconnect, which knows only the connection id. */
  socketOwner: (connectionId: string) => ({ pk: `WS#${connectionId}`, sk: 'WS' }),
} as const;
