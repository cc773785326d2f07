import { company } from './keys-company.js';

/** The keys of the external messages API (docs/decisions/055), part of the one key design in keys.ts. */
export const messagesApiKeys = {
  /**
   * A connection's API token belongs to one connection of the platform: global, like an e-mail, keyed by the
   * token's SHA-256 (the token itself never shows in a key), holding the company and connection it names.
   */
  apiToken: (tokenHash: string) => ({ pk: `APITOKEN#${tokenHash}`, sk: 'APITOKEN' }),
  /** The send rate bucket of a connection's token (reserveAttempt's window). */
  apiSendRate: (companyId: string, connectionId: string) => ({
    pk: `${company(companyId)}#W#${connectionId}#APIRATE`,
    sk: 'APIRATE',
  }),
  /** Where the backfill of the token lookups stands (it ran once every connection had one). */
  apiTokenBackfill: { pk: 'BACKFILL#APITOKEN', sk: 'PROGRESS' },
} as const;
