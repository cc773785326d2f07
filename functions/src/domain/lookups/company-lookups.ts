import type { Deps } from '../../platform/deps.js';
import type { Table } from '../../platform/table.js';

/**
 * What the inbound path looks up for every message but rarely changes (docs/decisions/030): a company's settings,
 * its connections (with their queues) and its users; what every ticket list shows (docs/decisions/033, 058): its
 * queues, connections, users and tags by name; and who a request's access token belongs to (058). Kept per table (one cache per store the process talks to) for a short
 * time, real time like the job queue's claims (tests move the app clock by hand), and dropped for a company as
 * soon as this process publishes a change of that kind: a change made in this process counts for the next
 * message at once, one made by another process (another Lambda) within the entry's lifetime.
 */
export type LookupKind = 'settings' | 'connections' | 'queues' | 'users' | 'tags' | 'company' | 'plan' | 'webhooks';

/** How long an entry serves: settings and connections for `LOOKUP_TTL_MS`, the audience less. */
export const LOOKUP_TTL_MS = 2_000;
/** Users decide who sees a ticket: read again after this, so another process' change counts almost at once. */
export const AUDIENCE_TTL_MS = 250;
/**
 * A company's outgoing webhooks are looked up for every message and ticket event (docs/decisions/056), and nearly
 * every company has none: kept longer, so the event path reads them once in 30 s; another process' change counts
 * within that.
 */
export const WEBHOOKS_TTL_MS = 30_000;

const TTL: Record<LookupKind, number> = {
  settings: LOOKUP_TTL_MS,
  connections: LOOKUP_TTL_MS,
  queues: LOOKUP_TTL_MS,
  users: AUDIENCE_TTL_MS,
  // The names and colours tickets show (docs/decisions/058).
  tags: LOOKUP_TTL_MS,
  // The company item (its plan) and the plans, for the plan's feature gate (docs/decisions/036).
  company: LOOKUP_TTL_MS,
  plan: LOOKUP_TTL_MS,
  webhooks: WEBHOOKS_TTL_MS,
};

/** The realtime channels whose events announce a change of each kind. */
const CHANGED_BY: Record<string, LookupKind> = {
  settings: 'settings',
  whatsapp: 'connections',
  whatsappSession: 'connections',
  queue: 'queues',
  user: 'users',
  tag: 'tags',
  company: 'company',
  webhook: 'webhooks',
};

interface Entry {
  value: Promise<unknown>;
  until: number;
}

type LookupDeps = Pick<Deps, 'table' | 'realtime'>;

class CompanyLookups {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every change heard of, so a read that started before it is not kept. */
  private readonly generations = new Map<string, number>();

  changed(companyId: string, kind: LookupKind): void {
    const prefix = `${companyId}#${kind}#`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    this.generations.set(prefix, (this.generations.get(prefix) ?? 0) + 1);
  }

  get<T>(companyId: string, kind: LookupKind, name: string, read: () => Promise<T>): Promise<T> {
    const prefix = `${companyId}#${kind}#`;
    const key = `${prefix}${name}`;
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value as Promise<T>;
    const generation = this.generations.get(prefix) ?? 0;
    const value = read();
    const fresh = { value, until: now + TTL[kind] };
    this.entries.set(key, fresh);
    value.then(
      () => {
        const stale = (this.generations.get(prefix) ?? 0) !== generation;
        if (stale && this.entries.get(key) === fresh) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    return value;
  }
}

const byTable = new WeakMap<Table, CompanyLookups>();

/**
 * Answers `read()`'s value for the company, kind and name (one connection of the company, say; '' for the whole
 * kind), from the cache while it is fresh. The first use with a given table subscribes its cache to the changes
 * the realtime port publishes.
 */
export function lookup<T>(
  deps: LookupDeps,
  key: { companyId: string; kind: LookupKind; name?: string },
  read: () => Promise<T>,
): Promise<T> {
  return lookupsOf(deps).get(key.companyId, key.kind, key.name ?? '', read);
}

/** Forgets a company's entries of one kind (a change this process made without publishing it). */
export function forgetLookup(deps: LookupDeps, companyId: string, kind: LookupKind): void {
  lookupsOf(deps).changed(companyId, kind);
}

function lookupsOf(deps: LookupDeps): CompanyLookups {
  let lookups = byTable.get(deps.table);
  if (!lookups) {
    const created = new CompanyLookups();
    lookups = created;
    byTable.set(deps.table, created);
    deps.realtime.onPublish((companyId, channel) => {
      const kind = CHANGED_BY[channel.slice(`company-${companyId}-`.length)];
      if (kind) created.changed(companyId, kind);
    });
  }
  return lookups;
}
