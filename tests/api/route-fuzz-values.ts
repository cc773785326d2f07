import type { CensusRoute, Ids, Outgoing } from './route-census-routes.js';
import { filled, pathOf } from './route-census-routes.js';

/** mulberry32: a tiny seeded PRNG, so a run is replayed exactly from its seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A route's own stream: its cases do not depend on which routes ran before it. */
export function routeSeed(seed: number, key: string): number {
  let hash = seed >>> 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const HUGE = 100 * 1024;
const DEPTH = 10_000;
const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** JSON texts that are not what any field expects: wrong types, sizes, numbers JSON cannot hold exactly. */
const JSON_VALUES: Record<string, string> = {
  null: 'null',
  true: 'true',
  zero: '0',
  'minus one': '-1',
  '1e400': '1e400',
  '2^63': '9223372036854775808',
  '-2^63-1': '-9223372036854775809',
  '1e-400': '1e-400',
  'NaN string': '"NaN"',
  'Infinity string': '"Infinity"',
  'empty string': '""',
  'empty array': '[]',
  'empty object': '{}',
  'array of nulls': '[null,null]',
  'NUL string': '"a\\u0000b"',
  'lone surrogate': '"\\ud800x"',
  'reversed surrogates': '"\\udc00\\ud800"',
  'RTL and zero-width': '"\\u202e\\u200b\\ufeff"',
  emoji: '"😀👩‍👩‍👧"',
  '100 KB string': JSON.stringify('x'.repeat(HUGE)),
  'deep array': '['.repeat(DEPTH) + ']'.repeat(DEPTH),
  'deep object': '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
  'proto object': '{"__proto__":{"profile":"admin","super":true}}',
  'dot-dot id': '"../../x"',
  'long id': JSON.stringify('0'.repeat(5000)),
  'SQL-ish': `"' OR 1=1 --"`,
  'script tag': '"<script>alert(1)</script>"',
};

/** Whole bodies that are not an object, or not JSON. */
const RAW_BODIES: Record<string, string> = {
  ...JSON_VALUES,
  'truncated JSON': '{"a":',
  'not JSON': 'hello',
  'bare NUL': '\u0000',
  'two documents': '{}{}',
  'duplicate keys': '{"a":1,"a":{"b":2}}',
  '100 KB of spaces': ' '.repeat(HUGE) + '{}',
};

/** Query values as sent on the wire (already percent-encoded where they must be). */
const QUERY_VALUES: Record<string, string> = {
  empty: '',
  'minus one': '-1',
  '1e400': '1e400',
  '2^63': '9223372036854775808',
  NaN: 'NaN',
  Infinity: 'Infinity',
  'NUL byte': '%00',
  'invalid UTF-8': '%ff%fe',
  'lone surrogate (CESU)': '%ED%A0%80',
  'bad escape': '%',
  '100 KB': 'a'.repeat(HUGE),
  'deep brackets': encodeURIComponent('['.repeat(DEPTH)),
  'JSON array': encodeURIComponent('["x",1,null]'),
};

/** A JSON body sent as something else, or as JSON in an encoding the server does not read. */
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  'application/xml',
];

/** Authorization headers no deployment signed: forged, truncated, huge, or of another scheme. */
function authorizations(ids: Ids): Record<string, string> {
  const claims = b64(JSON.stringify({ sub: ids.user, cid: ids.company, profile: 'admin', super: true, tv: 0 }));
  return {
    'alg none': `Bearer ${b64('{"alg":"none"}')}.${claims}.`,
    'HS256 with a bad signature': `Bearer ${b64('{"alg":"HS256"}')}.${claims}.${b64('x'.repeat(32))}`,
    'three dots': 'Bearer a.b.c',
    '100 KB': `Bearer ${'a'.repeat(HUGE)}`,
    'no token': 'Bearer ',
    basic: 'Basic YWRtaW46c2VjcmV0',
  };
}

/** Refresh cookies a client could send to the public auth routes. */
const COOKIES: Record<string, string> = {
  'invalid UTF-8': 'jrt=%ff',
  '100 KB': `jrt=${'a'.repeat(HUGE)}`,
  empty: 'jrt=',
  quoted: 'jrt="x"',
  twice: 'jrt=a; jrt=b',
};

/** Cursors as a client could forge them: base64url JSON of keys DynamoDB cannot take, or not a cursor at all. */
const CURSOR_VALUES: Record<string, string> = {
  'cursor of 1e400': b64('{"pk":1e400,"sk":"x"}'),
  'cursor past MAX_SAFE_INTEGER': b64('{"pk":"x","sk":9007199254740993}'),
  'cursor of another company': b64('{"pk":"C#OTHER#CONTACTS","sk":"x"}'),
  'cursor not base64': '!!!not-base64!!!',
  'cursor huge': b64('{"pk":"' + 'x'.repeat(HUGE) + '"}'),
  'cursor of an array': b64('[1,2,3]'),
  'cursor of a deep object': b64('{"a":'.repeat(1000) + '1' + '}'.repeat(1000)),
};

/** Path segments for an id, as sent on the wire. */
const PATH_VALUES: Record<string, string> = {
  'dot-dot': '..',
  'encoded dot-dot': '%2e%2e',
  'encoded slash': '..%2f..%2fx',
  'NUL byte': '%00',
  'invalid UTF-8': '%ff',
  'lone surrogate (CESU)': '%ED%A0%80',
  'bad escape': '%',
  'very long': '0'.repeat(5000),
  'minus one': '-1',
  '1e400': '1e400',
  unicode: encodeURIComponent('ação😀'),
  space: '%20',
};

export interface FuzzCase {
  /** What was deformed (`query cursor`, `path id`, `whole body`): the fuzz samples across groups evenly. */
  group: string;
  /** The value put there, by its catalogue label. */
  name: string;
  /** A value that once broke the API (issue 13): run in every mode, whatever the budget. */
  regression: boolean;
  request: Outgoing;
}

/** Values that answered 500 before issue 13: crafted cursors, an undecodable path, deep nesting. */
const REGRESSIONS = new Set(['cursor of 1e400', 'cursor past MAX_SAFE_INTEGER', 'invalid UTF-8', 'deep array']);

/** Every malformed request the catalogue makes for a route (the fuzz takes a seeded sample of them). */
export function fuzzCases(route: CensusRoute, ids: Ids, otherIds: string[]): FuzzCase[] {
  const base = { method: route.method, path: pathOf(route, ids) };
  const sampleQuery = route.query ? filled(route.query, ids) : {};
  const sampleBody = route.body && !route.multipart ? filled(route.body, ids) : undefined;
  const query = (overrides: Record<string, string>) =>
    Object.entries({ ...encodeAll(sampleQuery), ...overrides })
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
  const cases: FuzzCase[] = [];
  const add = (group: string, label: string, request: Partial<Outgoing>) =>
    cases.push({
      group,
      name: `${group} = ${label}`,
      regression: REGRESSIONS.has(label),
      request: { ...base, query: query({}), rawBody: sampleBody && JSON.stringify(sampleBody), ...request },
    });

  const params = [...route.pattern.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((match) => match[1] ?? '*');
  const pathValues = [...Object.entries(PATH_VALUES), ...otherIds.map((id) => ['another company’s id', id] as const)];
  for (const param of params) {
    for (const [label, value] of pathValues) {
      const path = pathOf(route, ids, (name) => (name === param ? value : idFor(route, ids, name)));
      add(`path ${param}`, label, { path });
    }
  }
  const listKeys = route.method === 'GET' ? ['cursor', 'limit', 'pageNumber'] : ['x'];
  for (const key of new Set([...Object.keys(sampleQuery), ...listKeys])) {
    const values = key === 'cursor' ? { ...QUERY_VALUES, ...CURSOR_VALUES } : QUERY_VALUES;
    for (const [label, value] of Object.entries(values)) add(`query ${key}`, label, { query: query({ [key]: value }) });
    add(`query ${key}`, 'twice', { query: `${query({})}&${key}=1&${key}=2` });
    add(`query ${key}`, 'as key[]', { query: `${query({})}&${key}[]=1` });
  }
  for (const key of sampleBody ? fieldPaths(sampleBody) : []) {
    for (const [label, value] of Object.entries(JSON_VALUES))
      add(`body ${key}`, label, { rawBody: withRaw(sampleBody!, key, value) });
    for (const id of otherIds)
      add(`body ${key}`, 'another company’s id', { rawBody: withRaw(sampleBody!, key, JSON.stringify(id)) });
  }
  if (sampleBody || route.method !== 'GET') {
    for (const [label, value] of Object.entries(RAW_BODIES)) add('whole body', label, { rawBody: value });
  }
  if (sampleBody) {
    const json = JSON.stringify(sampleBody);
    for (const contentType of CONTENT_TYPES) add('content type', contentType, { rawBody: json, contentType });
  }
  for (const [label, value] of Object.entries(authorizations(ids)))
    add('authorization', label, { authorization: value });
  if (route.class === 'public') {
    for (const [label, value] of Object.entries(COOKIES)) add('refresh cookie', label, { cookie: value });
  }
  if (route.multipart) {
    const multipart = (label: string, rawBody: string, contentType = 'multipart/form-data; boundary=x') =>
      add('multipart body', label, { rawBody, contentType });
    for (const [label, value] of Object.entries(RAW_BODIES)) multipart(label, value);
    multipart('no boundary', '--x\r\n\r\n', 'multipart/form-data');
    multipart('garbage parts', '--x\r\nfoo\r\n--x--');
    multipart('a part without a name', '--x\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--x--');
  }
  return cases;
}

function idFor(route: CensusRoute, ids: Ids, param: string): string {
  const kind = route.ids?.[param];
  return kind ? encodeURIComponent(ids[kind]) : 'census/unknown.txt';
}

const encodeAll = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, encodeURIComponent(value)]));

/** Dotted paths of the sample's fields, one level into objects and the first item of arrays. */
function fieldPaths(sample: Record<string, unknown>): string[] {
  return Object.entries(sample).flatMap(([key, value]) => {
    if (Array.isArray(value) && value.length > 0) return [key, `${key}.0`];
    if (value && typeof value === 'object') return [key, ...Object.keys(value).map((inner) => `${key}.${inner}`)];
    return [key];
  });
}

const MARK = '\u0001FUZZ\u0001';

/** The sample as JSON text with the field at `path` replaced by the raw JSON text `raw`. */
function withRaw(sample: Record<string, unknown>, path: string, raw: string): string {
  const copy = structuredClone(sample) as Record<string, any>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key];
  target[keys.at(-1)!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), raw);
}
