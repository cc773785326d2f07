import { bench, describe } from 'vitest';
import { writeAll } from './support/batch-writer.js';
import { PASSWORD, setupCompany, type BenchCompany } from './support/company.js';
import { companyHistory, expectedItems, type HistoryPlan, type HistoryTally } from './support/history.js';
import { countRequests, inboundBench, type Alongside, type InboundPhase } from './support/inbound-latency.js';
import {
  compareSides,
  comparedTable,
  ms,
  summarize,
  table,
  type ComparedRow,
  type Summary,
  type Task,
} from './support/measure.js';
import { seededRandom } from './support/random.js';
import { startBenchServer } from './support/server.js';

/**
 * Issue 4 "Scale" (docs/decisions/010): the same company shape twice, SMALL with 1,000 tickets and BIG with
 * 100,000 tickets and ~1,000,000 messages (BENCH_TICKETS scales BIG down for a quick run), both with the same
 * live working set. Measured through the embedded server (real HTTP and `/ws`) against DynamoDB Local: ticket
 * list first pages, opening a ticket with its first message page, and inbound message → agent socket latency
 * at 100 messages/s over 20 connections. The BIG/SMALL ratios should stay near 1. No assertions on time.
 */
const BIG_TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const SMALL_TICKETS = 1_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const INBOUND = { rate: 100, seconds: Number(process.env.BENCH_INBOUND_SECONDS ?? 25) };
const plan = (tickets: number): HistoryPlan => ({ tickets, pending: 150, open: 250, messagesPerTicket: 10 });

const { server, api } = await startBenchServer();
const small = await setupCompany(server.deps, api, { label: 'SMALL', agents: 20, connections: 20 });
const big = await setupCompany(server.deps, api, { label: 'BIG', agents: 20, connections: 20 });

async function seed(company: BenchCompany, tickets: number, seedNumber: number): Promise<HistoryTally> {
  const tally: HistoryTally = { contacts: 0, tickets: 0, messages: 0, working: [], closedSample: [] };
  const history = companyHistory(server.deps.table, company, plan(tickets), seededRandom(seedNumber), tally);
  const written = await writeAll(server.deps.table, history, {
    label: company.label,
    expected: expectedItems(plan(tickets)),
    inFlight: 12,
  });
  console.log(
    `[seed] ${company.label}: ${tally.contacts.toLocaleString('en')} contacts, ${tally.tickets.toLocaleString('en')} tickets ` +
      `(${tally.working.length} pending/open), ${tally.messages.toLocaleString('en')} messages = ` +
      `${written.items.toLocaleString('en')} items in ${written.seconds.toFixed(0)} s (${Math.round(written.items / written.seconds)}/s)`,
  );
  return tally;
}

const smallData = await seed(small, SMALL_TICKETS, 1);
const bigData = await seed(big, BIG_TICKETS, 2);

/** Logged in after the seed: access tokens live 15 minutes. */
async function sessionsOf(company: BenchCompany) {
  const admin = await api.login(company.admin.email, PASSWORD);
  const agents = [];
  for (const agent of company.agents) agents.push({ agent, token: await api.login(agent.email, PASSWORD) });
  return { admin, agents };
}
let smallSessions = await sessionsOf(small);
let bigSessions = await sessionsOf(big);

/** The agent measured: two queues (Agente 2), so the list merges several partitions. */
const AGENT = 2;
type ListCase = { name: string; path: (company: BenchCompany) => string; as: 'agent' | 'admin' };
const lists: ListCase[] = [
  {
    name: 'list: agent, pending tab',
    as: 'agent',
    path: (c) => listPath('pending', false, c.agents[AGENT]?.queueIds ?? []),
  },
  {
    name: 'list: agent, open tab (mine)',
    as: 'agent',
    path: (c) => listPath('open', false, c.agents[AGENT]?.queueIds ?? []),
  },
  { name: 'list: admin, pending, show all', as: 'admin', path: (c) => listPath('pending', true, c.queueIds) },
  { name: 'list: admin, open, show all', as: 'admin', path: (c) => listPath('open', true, c.queueIds) },
  {
    name: 'list: agent, closed tab',
    as: 'agent',
    path: (c) => listPath('closed', false, c.agents[AGENT]?.queueIds ?? []),
  },
  { name: 'list: admin, closed, show all', as: 'admin', path: (c) => listPath('closed', true, c.queueIds) },
];

function listPath(status: string, showAll: boolean, queueIds: string[]) {
  return `/tickets?status=${status}&showAll=${showAll}&queueIds=${encodeURIComponent(JSON.stringify(queueIds))}&limit=40`;
}

const side = (which: 'small' | 'big') =>
  which === 'small'
    ? { company: small, data: smallData, sessions: smallSessions }
    : { company: big, data: bigData, sessions: bigSessions };
const tokenOf = (which: 'small' | 'big', as: 'agent' | 'admin') => {
  const { sessions } = side(which);
  return as === 'admin' ? sessions.admin : (sessions.agents[AGENT]?.token ?? '');
};

async function fetchList(which: 'small' | 'big', list: ListCase) {
  return api.expect<{ tickets: unknown[]; count?: number; hasMore: boolean }>(
    200,
    'GET',
    list.path(side(which).company),
    {
      token: tokenOf(which, list.as),
    },
  );
}

/** The agent's own live tickets, and closed ones an admin looks back at. */
function ticketsToOpen(which: 'small' | 'big', as: 'agent' | 'admin'): string[] {
  const { company, data } = side(which);
  const agentId = company.agents[AGENT]?.id;
  return as === 'agent' ? data.working.filter((t) => t.userId === agentId).map((t) => t.ticketId) : data.closedSample;
}

/** GET /tickets/u/{id} and GET /messages/{id} together, as the ticket page asks for both. */
async function openTicket(which: 'small' | 'big', as: 'agent' | 'admin', iteration: number) {
  const ids = ticketsToOpen(which, as);
  const id = ids[iteration % ids.length] as string;
  const token = tokenOf(which, as);
  await Promise.all([
    api.expect(200, 'GET', `/tickets/u/${id}`, { token }),
    api.expect(200, 'GET', `/messages/${id}`, { token }),
  ]);
}

const compare = (name: string, task: Task, warmup?: number) => compareSides(name, task, ITERATIONS, warmup);

const rows: ComparedRow[] = [];
for (const list of lists) {
  const [smallPage, bigPage] = [await fetchList('small', list), await fetchList('big', list)];
  const row = await compare(list.name, async (which) => void (await fetchList(which, list)));
  const shape = (page: typeof smallPage) =>
    `${page.tickets.length}${page.hasMore ? '+' : ''}${page.count === undefined ? '' : ` (count ${page.count})`}`;
  rows.push({ ...row, note: `tickets: ${shape(smallPage)} | ${shape(bigPage)}` });
}
for (const as of ['agent', 'admin'] as const) {
  const warmup = ticketsToOpen('big', as).length;
  const name = as === 'agent' ? 'open: agent, own open ticket' : 'open: admin, closed ticket';
  rows.push(await compare(name, (which, iteration) => openTicket(which, as, iteration), Math.min(warmup, 40)));
}

console.log(
  `[inbound] into BIG over ${big.connectionIds.length} connections, ${bigSessions.agents.length} agents on /ws: 5/s for 10 s, then ${INBOUND.rate}/s for ${INBOUND.seconds} s`,
);
/** The agent's pending and open lists in turn, as a polling agent reads them while the messages come. */
const agentLists = lists.filter((list) => list.as === 'agent' && /pending|open/.test(list.name));
let listTurn = 0;
const readList = () => fetchList('big', agentLists[listTurn++ % agentLists.length] as ListCase);
const idleCount = countRequests(server);
const idleTimes: number[] = [];
for (let index = 0; index < 2 * ITERATIONS; index++) {
  const start = performance.now();
  await readList();
  idleTimes.push(performance.now() - start);
}
idleCount.stop();
const polling: Alongside = { read: readList, requestsPerRead: idleCount.count / idleTimes.length };
const inbound = await inboundBench(server, big, bigSessions.agents, bigData.working, seededRandom(3));
const calm = await inbound.phase(5, 10);
const busy = await inbound.phase(INBOUND.rate, INBOUND.seconds, polling);
inbound.close();
// A saturated queue can take longer to drain than an access token lives.
[smallSessions, bigSessions] = [await sessionsOf(small), await sessionsOf(big)];

const row = (name: string, summary: Summary) => [
  name,
  String(summary.n),
  ms(summary.p50),
  ms(summary.p99),
  ms(summary.max),
];
const phaseLine = (phase: InboundPhase) =>
  `  at ${phase.rate}/s: sent ${phase.sent} (${phase.achievedRate.toFixed(1)}/s), delivered ${phase.deliveredRate.toFixed(1)} messages/s, ` +
  `${phase.arrived}/${phase.expected} (message, agent) events, last ${(phase.drainMs / 1000).toFixed(1)} s after the last send, ` +
  `${phase.requestsPerMessage.toFixed(1)} DynamoDB requests per message`;
console.log(
  [
    '',
    `=== Conversations at scale: SMALL ${smallData.tickets.toLocaleString('en')} tickets / ${smallData.messages.toLocaleString('en')} messages, ` +
      `BIG ${bigData.tickets.toLocaleString('en')} tickets / ${bigData.messages.toLocaleString('en')} messages; ${ITERATIONS} requests per cell ===`,
    comparedTable('HTTP, first page (open = GET /tickets/u/{id} and GET /messages/{id} together)', rows),
    '',
    'Inbound message (put on the inbound queue) → agent WebSocket appMessage event, BIG:',
    phaseLine(calm),
    phaseLine(busy),
    table([
      ['latency (ms)', 'n', 'p50', 'p99', 'max'],
      row(`${calm.rate}/s, first agent socket`, calm.first),
      row(`${calm.rate}/s, every agent allowed`, calm.everyAgent),
      row(`${busy.rate}/s, first agent socket`, busy.first),
      row(`${busy.rate}/s, every agent allowed`, busy.everyAgent),
      row('agent list (pending/open), idle', summarize(idleTimes)),
      ...(busy.alongside ? [row(`agent list (pending/open), at ${busy.rate}/s`, busy.alongside)] : []),
    ]),
    '',
  ].join('\n'),
);

/** The same reads under vitest's own bench runner, for its standard table. */
for (const which of ['small', 'big'] as const) {
  describe(`${which.toUpperCase()}: first pages`, () => {
    for (const list of lists) bench(list.name, async () => void (await fetchList(which, list)), { time: 1_000 });
    let agentTurn = 0;
    bench('open: agent, own open ticket', () => openTicket(which, 'agent', agentTurn++), { time: 1_000 });
  });
}
