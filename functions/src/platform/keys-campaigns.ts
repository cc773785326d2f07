import { company } from './keys-company.js';

/**
 * The keys of spec 3's campaign areas (campaigns and their engine, contact lists, file lists, campaign settings),
 * part of the one key design in keys.ts (`keys.campaign(...)` and so on).
 */
export const campaignKeys = {
  /** File lists (spec 3 §2 File lists): listed by name on gsi1; their options live inside the item. */
  fileList: (companyId: string, id: string) => ({ pk: `${company(companyId)}#FL#${id}`, sk: 'FL' }),
  fileListsIndex: (companyId: string) => `${company(companyId)}#FLS`,

  /** Campaigns (spec 3 §2; docs/decisions/048): listed newest first on gsi1 by createdAt. */
  campaign: (companyId: string, id: string) => ({ pk: `${company(companyId)}#CAMP#${id}`, sk: 'CAMP' }),
  campaignsIndex: (companyId: string) => `${company(companyId)}#CAMPS`,
  /** A campaign's shipping items, one per recipient (sk `R#<number>`); those due a send on gsi1. */
  campaignShipping: (companyId: string, campaignId: string, recipient: string) => ({
    pk: `${company(companyId)}#CAMP#${campaignId}#SHIP`,
    sk: `R#${recipient}`,
  }),
  campaignDueIndex: (companyId: string, campaignId: string) => `${company(companyId)}#CAMP#${campaignId}#DUE`,
  /** The campaigns waiting for a number's confirmation on a connection (a set of ids; read with the inbound). */
  campaignAwaiting: (companyId: string, connectionId: string, number: string) => ({
    pk: `${company(companyId)}#CAMPWAIT#${connectionId}#${number}`,
    sk: 'CAMPWAIT',
  }),
  /** A campaign part the session host is sending or sent (its provider id): sent at most once (TTL). */
  campaignSendMark: (companyId: string, localId: string) => ({
    pk: `${company(companyId)}#CAMPSENT#${localId}`,
    sk: 'CAMPSENT',
  }),
  /** The campaign pace of a connection, shared by every campaign that sends through it. */
  campaignPace: (companyId: string, connectionId: string) => ({
    pk: `${company(companyId)}#W#${connectionId}#CAMPPACE`,
    sk: 'CAMPPACE',
  }),

  /** Contact lists (spec 3 §2; docs/decisions/047): listed by name on gsi1. */
  contactList: (companyId: string, id: string) => ({ pk: `${company(companyId)}#CL#${id}`, sk: 'CL' }),
  contactListsIndex: (companyId: string) => `${company(companyId)}#CLS`,
  /** A contact list item, read by its id alone; a list's items on gsi1 by name. */
  contactListItem: (companyId: string, id: string) => ({ pk: `${company(companyId)}#CLI#${id}`, sk: 'CLI' }),
  contactListItemsIndex: (companyId: string, listId: string) => `${company(companyId)}#CL#${listId}#ITEMS`,
  /** A number belongs to one item of a list: the conditional put that merges duplicates. */
  contactListNumber: (companyId: string, listId: string, number: string) => ({
    pk: `${company(companyId)}#CL#${listId}#NUM#${number}`,
    sk: 'CLNUM',
  }),
  /** Campaign settings (spec 3 §3): one item of the company holding the intervals and the variables. */
  campaignSettings: (companyId: string) => ({ pk: `${company(companyId)}#CAMPSET`, sk: 'CAMPSET' }),
} as const;
