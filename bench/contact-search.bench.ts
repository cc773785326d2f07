import { bench, describe } from 'vitest';
import { writeAll } from './support/batch-writer.js';
import { PASSWORD, setupCompany, type BenchCompany } from './support/company.js';
import { contactBook, ITEMS_PER_CONTACT, type ContactBookTally } from './support/contact-book.js';
import { compareSides, comparedTable, type ComparedRow } from './support/measure.js';
import { seededRandom } from './support/random.js';
import { startBenchServer } from './support/server.js';

/**
 * Issue 14 point 13 (docs/decisions/022): contact search finds a text inside a name word, in an e-mail and
 * anywhere in a number. The same company shape twice, SMALL with 1,000 contacts and BIG with 100,000
 * (BENCH_CONTACTS scales BIG), each contact with its search tokens and one closed ticket, measured through the
 * embedded server (real HTTP) against DynamoDB Local: the contacts list beside the searches, and the tickets
 * search tab. Goal: ≤ 50 ms p50 at 100,000 contacts, BIG/SMALL near 1. No assertions on time. Seeding BIG is
 * ~3.1 million items (~31 a contact: its search tokens, ADR 022) in batch writes, 32 at once: 10–12 minutes at
 * the 4,000–5,000 items/s DynamoDB Local manages on one core; BENCH_CONTACTS=20000 runs in about three.
 */
const BIG_CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const SMALL_CONTACTS = 1_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);

const { server, api } = await startBenchServer();
const small = await setupCompany(server.deps, api, { label: 'SMALL', agents: 1, connections: 1 });
const big = await setupCompany(server.deps, api, { label: 'BIG', agents: 1, connections: 1 });

async function seed(company: BenchCompany, contacts: number, seedNumber: number): Promise<ContactBookTally> {
  const tally: ContactBookTally = { contacts: 0, tickets: 0, numbers: [] };
  const target = {
    companyId: company.companyId,
    connectionId: company.connectionIds[0] ?? '',
    queueIds: company.queueIds,
  };
  const items = contactBook(server.deps.table, target, contacts, seededRandom(seedNumber), tally);
  const written = await writeAll(server.deps.table, items, {
    label: company.label,
    expected: contacts * ITEMS_PER_CONTACT,
    inFlight: 32,
  });
  console.log(
    `[seed] ${company.label}: ${tally.contacts.toLocaleString('en')} contacts with their tickets = ` +
      `${written.items.toLocaleString('en')} items (${(written.items / tally.contacts).toFixed(1)} per contact) ` +
      `in ${written.seconds.toFixed(0)} s (${Math.round(written.items / written.seconds)}/s)`,
  );
  return tally;
}

const smallData = await seed(small, SMALL_CONTACTS, 11);
const bigData = await seed(big, BIG_CONTACTS, 12);
const tokens = { small: await api.login(small.admin.email, PASSWORD), big: await api.login(big.admin.email, PASSWORD) };
const side = (which: 'small' | 'big') =>
  which === 'small'
    ? { company: small, data: smallData, token: tokens.small }
    : { company: big, data: bigData, token: tokens.big };

type Page = { contacts?: unknown[]; tickets?: unknown[]; hasMore: boolean };
interface Case {
  name: string;
  path: (which: 'small' | 'big', iteration: number) => string;
}

const contactsSearch = (text: string) => `/contacts?searchParam=${encodeURIComponent(text)}&limit=20`;
const ticketsSearch = (company: BenchCompany, text: string) =>
  `/tickets?searchParam=${encodeURIComponent(text)}&showAll=true&queueIds=${encodeURIComponent(JSON.stringify(company.queueIds))}&limit=40`;
/** One of the sampled contacts' numbers, a different one each iteration. */
const numberAt = (which: 'small' | 'big', iteration: number) => {
  const { numbers } = side(which).data;
  return numbers[iteration % numbers.length] ?? '';
};

const cases: Case[] = [
  { name: 'contacts: list, first page (name order)', path: () => '/contacts?limit=20' },
  { name: 'contacts: name word start, short ("an")', path: () => contactsSearch('an') },
  { name: 'contacts: inside a name word ("liveir")', path: () => contactsSearch('liveir') },
  { name: 'contacts: e-mail fragment ("silva@gm")', path: () => contactsSearch('silva@gm') },
  { name: 'contacts: number without country code', path: (w, i) => contactsSearch(numberAt(w, i).slice(2)) },
  { name: 'contacts: middle of a number (5 digits)', path: (w, i) => contactsSearch(numberAt(w, i).slice(5, 10)) },
  { name: 'tickets: search tab, inside a name word', path: (w) => ticketsSearch(side(w).company, 'liveir') },
  {
    name: 'tickets: search tab, number without country code',
    path: (w, i) => ticketsSearch(side(w).company, numberAt(w, i).slice(2)),
  },
];

const fetchCase = (which: 'small' | 'big', item: Case, iteration: number) =>
  api.expect<Page>(200, 'GET', item.path(which, iteration), { token: side(which).token });

const shape = (page: Page) => `${(page.contacts ?? page.tickets ?? []).length}${page.hasMore ? '+' : ''}`;

/** DynamoDB requests the server sends (a middleware on its document client): a figure the machine's noise leaves alone. */
const requests = { count: 0 };
server.deps.table.doc.middlewareStack.add(
  (next) => async (args) => {
    requests.count++;
    return next(args);
  },
  { step: 'initialize', name: 'bench-search-request-counter' },
);

/** The first page of a case and how many DynamoDB requests it took. */
async function firstPage(which: 'small' | 'big', item: Case) {
  const before = requests.count;
  const page = await fetchCase(which, item, 0);
  return { page, requests: requests.count - before };
}

const rows: ComparedRow[] = [];
for (const item of cases) {
  const [smallFirst, bigFirst] = [await firstPage('small', item), await firstPage('big', item)];
  const row = await compareSides(
    item.name,
    async (which, iteration) => void (await fetchCase(which, item, iteration)),
    ITERATIONS,
  );
  rows.push({
    ...row,
    note:
      `found: ${shape(smallFirst.page)} | ${shape(bigFirst.page)}; ` +
      `DynamoDB requests: ${smallFirst.requests} | ${bigFirst.requests}`,
  });
}

console.log(
  [
    '',
    `=== Contact search: SMALL ${smallData.contacts.toLocaleString('en')} contacts, BIG ${bigData.contacts.toLocaleString('en')} contacts ` +
      `(one ticket each); ${ITERATIONS} requests per cell; goal ≤ 50 ms p50 in BIG ===`,
    comparedTable('HTTP, first page (contacts: 20, tickets: 40)', rows),
    '',
  ].join('\n'),
);

/** The same reads under vitest's own bench runner, for its standard table. */
for (const which of ['small', 'big'] as const) {
  describe(`${which.toUpperCase()}: contact search`, () => {
    let turn = 0;
    for (const item of cases)
      bench(item.name, async () => void (await fetchCase(which, item, turn++)), { time: 1_000 });
  });
}
