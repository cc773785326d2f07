import type { BenchCompany } from './company.js';
import type { HistoryTally } from './history.js';

/** The agent measured: Agente 2 serves two queues (company.ts), so the open list merges their partitions. */
export const AGENT = 2;

export interface Side {
  company: BenchCompany;
  tally: HistoryTally;
}

export interface ReadRow {
  /** The row of issue 15's reference table. */
  name: string;
  /** The Whaticket-family peer p50 at 100k tickets on the same machine (ms): the reference column. */
  peer: number;
  as: 'admin' | 'agent';
  path: (side: Side, iteration: number) => string;
}

/** The query strings the web app sends (web/src/features/tickets/api/get-tickets.ts, contacts/api/get-contacts.ts). */
const ticketList = (query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  return `/tickets?${params.toString()}`;
};
/** The bench admin has no queues of its own, so the app sends no queueIds; show all starts on for admins. */
const adminSearch = (text: string) => ticketList({ searchParam: text, showAll: 'true', limit: '40' });
const contactSearch = (text: string) => `/contacts?searchParam=${encodeURIComponent(text)}`;

/** Name fragments, taken in turn: word starts and inside a word, from bench/support/random.ts's names. */
const NAME_FRAGMENTS = ['ana', 'yara', 'ouza', 'liveir'];
/** A number's first ten digits (country, area and the first digits), of a live ticket's contact, in turn. */
const numberPrefix = (side: Side, iteration: number) => {
  const numbers = side.tally.working.map((ticket) => ticket.contactNumber);
  return (numbers[iteration % numbers.length] ?? '').slice(0, 10);
};
const fragment = (iteration: number) => NAME_FRAGMENTS[iteration % NAME_FRAGMENTS.length] as string;

export const agentOf = (side: Side) => side.company.agents[AGENT];

/** The agent's own open tickets: what the agent opens. */
const ownOpen = (side: Side) =>
  side.tally.working.filter((t) => t.status === 'open' && t.userId === agentOf(side)?.id).map((t) => t.ticketId);
const pickOf = (list: string[], iteration: number) => list[iteration % list.length] ?? 'none';

export const READ_ROWS: ReadRow[] = [
  {
    name: 'pending list, admin, show all',
    peer: 22,
    as: 'admin',
    path: () => ticketList({ status: 'pending', showAll: 'true', limit: '40' }),
  },
  {
    name: 'open list, agent with 2 queues',
    peer: 16,
    as: 'agent',
    path: (side) =>
      ticketList({
        status: 'open',
        showAll: 'false',
        queueIds: JSON.stringify(agentOf(side)?.queueIds ?? []),
        limit: '40',
      }),
  },
  { name: 'ticket search by name fragment', peer: 97, as: 'admin', path: (_, i) => adminSearch(fragment(i)) },
  { name: 'ticket search by number prefix', peer: 11, as: 'admin', path: (s, i) => adminSearch(numberPrefix(s, i)) },
  {
    name: 'messages page of a closed ticket',
    peer: 18,
    as: 'admin',
    path: (side, i) => `/messages/${pickOf(side.tally.closedSample, i)}`,
  },
  {
    name: 'messages page of an open ticket',
    peer: 17,
    as: 'agent',
    path: (side, i) => `/messages/${pickOf(ownOpen(side), i)}`,
  },
  { name: 'contacts search by name', peer: 170, as: 'admin', path: (_, i) => contactSearch(fragment(i)) },
  { name: 'contacts search by number', peer: 138, as: 'admin', path: (s, i) => contactSearch(numberPrefix(s, i)) },
];

/** How many items an answer listed, `+` when it has more: a fast empty page must not pass for a fast full one. */
export function shapeOf(body: unknown): string {
  const page = body as { tickets?: unknown[]; contacts?: unknown[]; messages?: unknown[]; hasMore?: boolean };
  const list = page.tickets ?? page.contacts ?? page.messages ?? [];
  return `${list.length}${page.hasMore ? '+' : ''}`;
}
