import { backfillSearchTokens } from '../../functions/src/domain/contacts/search-backfill.js';
import { startServer } from '../../functions/src/local/server.js';
import { newId } from '../../functions/src/platform/ids.js';
import { writeAll } from './batch-writer.js';
import { PASSWORD, setupCompany, type BenchCompany } from './company.js';
import { companyHistory, expectedItems, type HistoryPlan, type HistoryTally } from './history.js';
import { apiClient } from './http.js';
import { seededRandom } from './random.js';
import { openSeeded, type SeededStore } from './seeded-store.js';

/**
 * Bumped by hand whenever what the reads bench seeds changes (history.ts, conversation.ts, random.ts, the plan
 * below), so a cache of other data is not taken for this one. The product's item layout is not part of it: a
 * cache seeded by older code is brought up to date by the product's own start-up work (the search backfill).
 */
export const GENERATOR_VERSION = 1;

export interface ReadsSide {
  company: BenchCompany;
  tally: HistoryTally;
  plan: HistoryPlan;
}

export interface ReadsManifest {
  generator: number;
  tableName: string;
  small: ReadsSide;
  big: ReadsSide;
  items: number;
  seededAt: string;
  /** The commit the seed ran on, to tell the lead's before/after runs apart. */
  seededBy: string;
}

/** Like the peer: a contact per ticket (100,000 each at full scale), ~10 messages a ticket. */
export const readsPlan = (tickets: number, contacts: number): HistoryPlan => ({
  tickets,
  contacts,
  pending: 150,
  open: 250,
  messagesPerTicket: 10,
});

const SEEDS = { small: 21, big: 22 };

/** The reads bench's data: from the cache when there, else seeded (and cached) first. */
export function readsData(scale: { small: number; big: number; bigContacts: number }, commit: string) {
  const plans = { small: readsPlan(scale.small, scale.small), big: readsPlan(scale.big, scale.bigContacts) };
  const key =
    `reads-g${GENERATOR_VERSION}-small${plans.small.tickets}-big${plans.big.tickets}` +
    `-c${plans.big.contacts}-s${SEEDS.small}.${SEEDS.big}`;
  return openSeeded<ReadsManifest>(key, (endpoint) => seedReads(endpoint, plans, commit));
}

export type ReadsStore = SeededStore<ReadsManifest>;

async function seedReads(
  endpoint: string,
  plans: { small: HistoryPlan; big: HistoryPlan },
  commit: string,
): Promise<ReadsManifest> {
  const tableName = `bench-reads-${newId()}`;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: endpoint,
    tableName,
    adminEmail: `root-${newId().toLowerCase()}@bench.example`,
    adminPassword: PASSWORD,
  });
  try {
    const api = apiClient(server.url);
    const small = await setupCompany(server.deps, api, { label: 'SMALL', agents: 20, connections: 20 });
    const big = await setupCompany(server.deps, api, { label: 'BIG', agents: 20, connections: 20 });
    let items = 0;
    const seedSide = async (company: BenchCompany, plan: HistoryPlan, seed: number): Promise<ReadsSide> => {
      const tally: HistoryTally = { contacts: 0, tickets: 0, messages: 0, working: [], closedSample: [] };
      const history = companyHistory(server.deps.table, company, plan, seededRandom(seed), tally);
      const written = await writeAll(server.deps.table, history, {
        label: company.label,
        expected: expectedItems(plan),
        inFlight: 12,
      });
      items += written.items;
      console.log(
        `[seed] ${company.label}: ${tally.contacts.toLocaleString('en')} contacts, ${tally.tickets.toLocaleString('en')} ` +
          `tickets (${tally.working.length} pending/open), ${tally.messages.toLocaleString('en')} messages = ` +
          `${written.items.toLocaleString('en')} items in ${written.seconds.toFixed(0)} s`,
      );
      return { company, tally, plan };
    };
    const sides = {
      small: await seedSide(small, plans.small, SEEDS.small),
      big: await seedSide(big, plans.big, SEEDS.big),
    };
    // The product's start-up backfill finds nothing to do in items written as it writes them; run to the end here,
    // its progress marks are in the cache and a run on the same code skips it.
    await backfillSearchTokens(server.deps.table);
    return {
      generator: GENERATOR_VERSION,
      tableName,
      ...sides,
      items,
      seededAt: new Date().toISOString(),
      seededBy: commit,
    };
  } finally {
    await server.stop();
  }
}
