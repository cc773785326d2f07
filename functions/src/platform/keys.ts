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

  settings: (companyId: string) => `${company(companyId)}#SETTINGS`,
  setting: (companyId: string, key: string) => ({ pk: `${company(companyId)}#SETTINGS`, sk: `S#${key}` }),

  /** Realtime connections of a company: one partition, so fan-out is one Query. */
  socketsOf: (companyId: string) => `${company(companyId)}#WS`,
  socket: (companyId: string, connectionId: string) => ({ pk: `${company(companyId)}#WS`, sk: `WS#${connectionId}` }),
  /** Reverse lookup used by $disconnect, which knows only the connection id. */
  socketOwner: (connectionId: string) => ({ pk: `WS#${connectionId}`, sk: 'WS' }),
} as const;
