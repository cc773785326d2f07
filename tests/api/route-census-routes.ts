import type { Hono } from 'hono';
import { ROUTE_CENSUS, type CensusEntry, type IdKind } from './route-census-table.js';

/** Every endpoint the app answers, `METHOD /api/path`, without the middleware Hono lists as method ALL. */
export function appEndpoints(app: Pick<Hono<any>, 'routes'>): string[] {
  const endpoints = app.routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
  return [...new Set(endpoints)];
}

/** Routes the app has and the table lacks, and routes the table lists that the app no longer has. */
export function censusGaps(endpoints: readonly string[], table: Record<string, CensusEntry> = ROUTE_CENSUS) {
  const listed = new Set(Object.keys(table));
  const present = new Set(endpoints);
  return {
    unclassified: endpoints.filter((endpoint) => !listed.has(endpoint)),
    gone: [...listed].filter((endpoint) => !present.has(endpoint)),
  };
}

export interface CensusRoute extends CensusEntry {
  key: string;
  method: string;
  /** The path as Hono lists it, with `:params`. */
  pattern: string;
}

/** The table's routes, the ones that remove something of company A last. */
export function censusRoutes(table: Record<string, CensusEntry> = ROUTE_CENSUS): CensusRoute[] {
  const routes = Object.entries(table).map(([key, entry]) => {
    const [method = '', pattern = ''] = key.split(' ');
    return { ...entry, key, method, pattern };
  });
  return [...routes.filter((route) => !route.destructive), ...routes.filter((route) => route.destructive)];
}

export type Ids = Record<IdKind, string>;

/** The route's path with each `:param` replaced by `value(param)` (by default, company A's id of its kind). */
export function pathOf(route: CensusRoute, ids: Ids, value?: (param: string) => string): string {
  return route.pattern
    .replace(/:([A-Za-z0-9_]+)/g, (_, param: string) => {
      if (value) return value(param);
      const kind = route.ids?.[param];
      if (!kind) throw new Error(`${route.key}: the census table gives no id kind for :${param}`);
      return encodeURIComponent(ids[kind]);
    })
    .replace(/\*$/, value ? value('*') : 'census/unknown.txt');
}

/** A sample with each '<kind>' string replaced by company A's id of that kind. */
export function filled<T>(sample: T, ids: Ids): T {
  if (typeof sample === 'string') {
    return sample.replace(/<([A-Za-z]+)>/g, (match, kind: string) => (kind in ids ? ids[kind as IdKind] : match)) as T;
  }
  if (Array.isArray(sample)) return sample.map((value) => filled(value, ids)) as T;
  if (sample && typeof sample === 'object') {
    return Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, filled(value, ids)])) as T;
  }
  return sample;
}

/**
 * Kinds that name no record of one company: a setting key names the same setting in every company, a help video
 * is the platform's (every company's users read it), and so is an announcement (docs/decisions/051).
 */
const TENANT_KINDS = new Set<IdKind>(['settingKey', 'help', 'announcement']);

/** Whether the route's path names one of company A's records. */
export function pathNamesRecordOfA(route: CensusRoute): boolean {
  return Object.values(route.ids ?? {}).some((kind) => !TENANT_KINDS.has(kind));
}

/** Company A's record ids that show in an answer (none may, in an answer to another company). */
export function idsOfAIn(body: unknown, ids: Ids): string[] {
  const text = JSON.stringify(body) ?? '';
  return Object.entries(ids)
    .filter(([kind, id]) => !TENANT_KINDS.has(kind as IdKind) && text.includes(id))
    .map(([kind]) => kind);
}

export interface Outgoing {
  method: string;
  path: string;
  token?: string;
  /** Sent as is (already JSON text, or deliberately not). */
  rawBody?: string;
  query?: string;
  cookie?: string;
  /** A whole Authorization header, sent instead of the token's. */
  authorization?: string;
  /** application/json whenever there is a body, unless given. */
  contentType?: string;
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** No request may take longer: a slower one counts as a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** One request through `app.request()`, bounded by REQUEST_TIMEOUT_MS (status 0 when it did not answer). */
export async function send(app: Pick<Hono<any>, 'request'>, out: Outgoing): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (out.token) headers.authorization = `Bearer ${out.token}`;
  if (out.authorization !== undefined) headers.authorization = out.authorization;
  if (out.cookie) headers.cookie = out.cookie;
  if (out.rawBody !== undefined) headers['content-type'] = out.contentType ?? 'application/json';
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, body: 'no answer in time', ms: REQUEST_TIMEOUT_MS }),
      REQUEST_TIMEOUT_MS,
    );
  });
  const answer = (async (): Promise<Answer> => {
    const url = out.query ? `${out.path}?${out.query}` : out.path;
    const res = await app.request(url, { method: out.method, headers, body: out.rawBody });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the text is the body.
    }
    return { status: res.status, body, ms: Date.now() - started };
  })();
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The request a census drive sends: company A's ids in the path, the route's sample body and query. */
export function sampleRequest(route: CensusRoute, ids: Ids, token?: string): Outgoing {
  const query = route.query ? new URLSearchParams(filled(route.query, ids)).toString() : undefined;
  const rawBody = route.body && !route.multipart ? JSON.stringify(filled(route.body, ids)) : undefined;
  return { method: route.method, path: pathOf(route, ids), token, rawBody, query };
}

/** Runs `work` over the items, at most `limit` at once. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
