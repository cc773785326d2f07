import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { bench, describe } from 'vitest';
import { backfillSearchTokens } from '../functions/src/domain/contacts/search-backfill.js';
import { startServer } from '../functions/src/local/server.js';
import { newId } from '../functions/src/platform/ids.js';
import { PASSWORD } from './support/company.js';
import { apiClient } from './support/http.js';
import { compareSides, ms, table } from './support/measure.js';
import { agentOf, READ_ROWS, shapeOf, type ReadRow, type Side } from './support/read-rows.js';
import { readsData } from './support/reads-data.js';
import { countRequests } from './support/request-count.js';

/**
 * Issue 15's reference table (docs/decisions/026): each read the issue compares with a Whaticket-family peer,
 * SMALL (1,000 tickets and contacts) beside BIG (100,000 tickets, 100,000 contacts, ~1,000,000 messages;
 * BENCH_TICKETS and BENCH_CONTACTS scale BIG down), through the embedded server (real HTTP, the web app's query
 * strings) on DynamoDB Local on disk, started as `npm start` starts it, on a copy of a cached seed (seeding BIG
 * takes ~20 minutes on tmpfs; the cache makes the next run start in a minute). Prints p50/p99 per side, BIG/SMALL,
 * the issue's peer p50 and Balcão/peer, the answer's JSON bytes and DynamoDB requests per read. No assertions.
 * BENCH_BACKFILL=0 skips awaiting the product's search backfill before measuring (a cache seeded by older code).
 */
const BIG_TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const BIG_CONTACTS = Number(process.env.BENCH_CONTACTS ?? BIG_TICKETS);
const SMALL = 1_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);

const commit = (() => {
  try {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
})();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const loadAtStart = load();

const data = await readsData({ small: SMALL, big: BIG_TICKETS, bigContacts: BIG_CONTACTS }, commit);
const { manifest } = data;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dynamoEndpoint: data.dynamo.endpoint,
  tableName: manifest.tableName,
  adminEmail: `root-${newId().toLowerCase()}@bench.example`,
  adminPassword: PASSWORD,
});
const api = apiClient(server.url);

let backfill = 'not awaited (BENCH_BACKFILL=0)';
if (process.env.BENCH_BACKFILL !== '0') {
  // What `npm start` does in the background at start-up, awaited so its writes do not land among the reads.
  const started = performance.now();
  const result = await backfillSearchTokens(server.deps.table);
  backfill = `${result.rewritten} contacts rewritten in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

const sides: Record<'small' | 'big', Side> = { small: manifest.small, big: manifest.big };
type Tokens = Record<'small' | 'big', Record<'admin' | 'agent', string>>;
/** Logged in afresh for each row: access tokens live 15 minutes. */
async function logIn(): Promise<Tokens> {
  const of = async (side: Side) => ({
    admin: await api.login(side.company.admin.email, PASSWORD),
    agent: await api.login(agentOf(side)?.email ?? '', PASSWORD),
  });
  return { small: await of(sides.small), big: await of(sides.big) };
}

const requests = countRequests(server.deps.table);
const read = (tokens: Tokens, which: 'small' | 'big', row: ReadRow, iteration: number) =>
  api.call('GET', row.path(sides[which], iteration), { token: tokens[which][row.as] }).then((res) => {
    if (res.status !== 200) throw new Error(`${row.name} (${which}) → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  });

const lines: string[][] = [];
for (const row of READ_ROWS) {
  const tokens = await logIn();
  const bytes = { small: 0, big: 0 };
  const calls = { small: 0, big: 0 };
  const shapes = { small: '', big: '' };
  const task = async (which: 'small' | 'big', iteration: number) => {
    const before = requests.count;
    const body = await read(tokens, which, row, iteration);
    calls[which] += requests.count - before;
    bytes[which] += Buffer.byteLength(JSON.stringify(body));
    if (iteration === 0) shapes[which] = shapeOf(body);
  };
  const warmup = 10;
  const result = await compareSides(row.name, task, ITERATIONS, warmup);
  const per = (total: number) => (total / (ITERATIONS + warmup)).toFixed(total / (ITERATIONS + warmup) < 10 ? 1 : 0);
  const { small, big } = result;
  lines.push([
    row.name,
    ms(small.p50),
    ms(small.p99),
    ms(big.p50),
    ms(big.p99),
    `${(big.p50 / small.p50).toFixed(2)}×`,
    String(row.peer),
    `${(big.p50 / row.peer).toFixed(2)}×`,
    `${per(bytes.small)} | ${per(bytes.big)}`,
    `${per(calls.small)} | ${per(calls.big)}`,
    `${shapes.small} | ${shapes.big}`,
  ]);
  console.log(`[reads] ${row.name}: BIG p50 ${ms(big.p50)} ms (load ${load()})`);
}

const header = [
  'read',
  'SMALL p50',
  'SMALL p99',
  'BIG p50',
  'BIG p99',
  'BIG/SMALL',
  'peer p50',
  'BIG/peer',
  'JSON bytes S | B',
  'DynamoDB req S | B',
  'items S | B',
];
const { small, big } = manifest;
console.log(
  [
    '',
    `=== Issue 15 reads: SMALL ${small.tally.tickets.toLocaleString('en')} tickets / ${small.tally.contacts.toLocaleString('en')} contacts / ` +
      `${small.tally.messages.toLocaleString('en')} messages, BIG ${big.tally.tickets.toLocaleString('en')} / ` +
      `${big.tally.contacts.toLocaleString('en')} / ${big.tally.messages.toLocaleString('en')}; ${ITERATIONS} interleaved requests per cell ===`,
    `code: ${commit}; store: ${data.store}`,
    `seed: ${data.seed.cached ? 'from the cache, ' : ''}${manifest.items.toLocaleString('en')} items seeded in ${data.seed.seconds.toFixed(0)} s ` +
      `by ${manifest.seededBy} at ${manifest.seededAt}; search backfill: ${backfill}`,
    `machine: load average ${loadAtStart} at start, ${load()} at the end (1, 5, 15 min; shared with other work)`,
    'peer p50: the Whaticket-family back end at 100k tickets in issue 15 (reference only); times in ms',
    table([header, ...lines]),
  ].join('\n'),
);

requests.stop();
await server.stop();
await data.stop();

/** Vitest's bench runner wants at least one; the table above is the result. */
describe('reads', () => {
  bench('reference table printed above', () => {}, { iterations: 1 });
});
