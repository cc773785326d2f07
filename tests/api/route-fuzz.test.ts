import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { censusRoutes, inBatches, REQUEST_TIMEOUT_MS, send, type Answer } from './route-census-routes.js';
import { censusWorld, type CensusWorld } from './route-census-world.js';
import { fuzzCases, prng, routeSeed, type FuzzCase } from './route-fuzz-values.js';

/**
 * Malformed input on every route of the census (docs/decisions/019): wrong types, huge strings, deep nesting,
 * NUL, broken unicode, numbers JSON cannot hold, bad ids and cursors. No answer is a 5xx, none takes longer than
 * REQUEST_TIMEOUT_MS, and every error is `{ error: 'ERR_…', message }`. `npm test` runs a fixed seed and a small
 * budget; `npm run fuzz` a random seed and a larger one (FUZZ_SEED, FUZZ_BUDGET replay a run).
 */
const seed =
  process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 13);
/** Requests per route. */
const budget = Number(process.env.FUZZ_BUDGET ?? 8);
const CONCURRENCY = 3;

let ctx: TestContext;
let world: CensusWorld;
let requests = 0;
let failures = 0;
/** Answers by status class (2xx, 4xx, …), so a run shows how much got past validation. */
const classes = new Map<string, number>();

type Caller = 'admin' | 'super' | 'agent' | 'anonymous';

/** Mostly company A's admin; a fifth as a super user (wider reach), a fifth as an agent (narrower paths). */
const caller = (draw: number): Caller => (draw < 0.2 ? 'super' : draw < 0.4 ? 'agent' : 'admin');

/** The tokens the fuzz calls with; a route that ends one fails, and the next route gets a new session. */
const sessions: Record<Caller, string | undefined> = {
  admin: undefined,
  super: undefined,
  agent: undefined,
  anonymous: undefined,
};

beforeAll(async () => {
  ctx = await createTestContext();
  world = await censusWorld(ctx);
  sessions.admin = world.a.admin.token;
  sessions.super = world.root.admin.token;
  sessions.agent = world.agent.token;
});

/** The sessions malformed input ended (none should), each logged in again. */
async function sessionsEnded(): Promise<string[]> {
  const ended: string[] = [];
  const logins = {
    admin: world.a.admin,
    super: world.root.admin,
    agent: { email: world.agent.email as string, password: world.agent.password },
  };
  for (const [who, { email, password }] of Object.entries(logins) as [Caller, typeof logins.admin][]) {
    const me = await ctx.request('GET', '/api/auth/me', { token: sessions[who] });
    if (me.status === 200) continue;
    ended.push(`the ${who}'s session ended: /api/auth/me answered ${me.status}`);
    sessions[who] = (await ctx.login(email, password)).token;
  }
  return ended;
}

afterAll(() => {
  const replay = `FUZZ_SEED=${seed} FUZZ_BUDGET=${budget} npx vitest run --project api tests/api/route-fuzz.test.ts`;
  console.log(
    `route fuzz: seed ${seed}, budget ${budget} per route, ${censusRoutes().length} routes, ` +
      `${requests} requests (${[...classes].map(([kind, n]) => `${kind} ${n}`).join(', ')}), ` +
      `${failures} wrong answers; replay: ${replay}`,
  );
});

/**
 * The route's regression cases, then `budget` more chosen by the route's own seeded stream, spread evenly over
 * what is deformed (each path param, query key, body field, the whole body).
 */
function sampleOf(cases: FuzzCase[], random: () => number): FuzzCase[] {
  const groups = new Map<string, FuzzCase[]>();
  for (const fuzz of shuffled(
    cases.filter((c) => !c.regression),
    random,
  )) {
    groups.set(fuzz.group, [...(groups.get(fuzz.group) ?? []), fuzz]);
  }
  const picked: FuzzCase[] = [];
  const queues = shuffled([...groups.values()], random);
  while (picked.length < budget && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < budget) picked.push(next);
    }
  }
  return [...cases.filter((c) => c.regression), ...picked];
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** What is wrong with an answer to malformed input, or undefined. */
function wrongAnswer(answer: Answer): string | undefined {
  if (answer.status === 0) return `no answer in ${REQUEST_TIMEOUT_MS} ms`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  const body = answer.body as { error?: unknown; message?: unknown } | undefined;
  const shaped = typeof body?.error === 'string' && /^ERR_[A-Z0-9_]+$/.test(body.error);
  if (!shaped || typeof body?.message !== 'string') return `answered ${answer.status} without { error, message }`;
  return undefined;
}

describe(`malformed input on every route (seed ${seed})`, () => {
  const routes = censusRoutes();
  const timeout = 30_000 + Math.ceil(budget / CONCURRENCY) * REQUEST_TIMEOUT_MS;
  it.each(routes.map((route) => [route.key, route] as const))(
    '%s answers without a 5xx, in time, with coded errors',
    async (_, route) => {
      const random = prng(routeSeed(seed, route.key));
      const cases = sampleOf(fuzzCases(route, world.ids, world.otherIds), random);
      // Public routes go without a token: a logout would end the session the fuzz uses.
      const callers = cases.map((): Caller => (route.class === 'public' ? 'anonymous' : caller(random())));
      const answers = await inBatches(
        cases.map((fuzz, index) => ({ fuzz, caller: callers[index]! })),
        CONCURRENCY,
        ({ fuzz, caller }) => send(ctx.app, { ...fuzz.request, token: sessions[caller] }),
      );
      const wrong = cases.flatMap((fuzz, index) => {
        const answer = answers[index]!;
        const kind = answer.status === 0 ? 'timeout' : `${String(answer.status)[0]}xx`;
        classes.set(kind, (classes.get(kind) ?? 0) + 1);
        const problem = wrongAnswer(answer);
        const shown = JSON.stringify(answer.body)?.slice(0, 160);
        return problem ? [`${fuzz.name} (${callers[index]}): ${problem} ${shown}`] : [];
      });
      wrong.push(...(await sessionsEnded()));
      requests += cases.length;
      failures += wrong.length;
      expect(wrong.join('\n')).toBe('');
    },
    timeout,
  );
});
