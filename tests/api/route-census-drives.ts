import type { CensusWorld } from './route-census-world.js';
import {
  idsOfAIn,
  pathNamesRecordOfA,
  sampleRequest,
  type Answer,
  type CensusRoute,
  type Outgoing,
} from './route-census-routes.js';

/**
 * One way of calling a route that must be refused: who calls, on which routes it applies, and what a correct
 * answer is (undefined when correct, else what was wrong). Every drive sends the route's real sample against
 * company A's real ids, so only the guard under test stands between the caller and A's data.
 */
export interface Drive {
  name: string;
  applies(route: CensusRoute): boolean;
  request(route: CensusRoute, world: CensusWorld): Promise<Outgoing>;
  /** The app variant the drive calls (the simulator-off deployment); the test's app when absent. */
  simulatorOff?: true;
  wrong(answer: Answer, route: CensusRoute, world: CensusWorld): string | undefined;
}

const ADMIN_ONLY = new Set(['admin', 'super', 'simulator']);

const code = (answer: Answer) => (answer.body as { error?: unknown } | undefined)?.error;

const expectStatus =
  (allowed: number[], error?: string) =>
  (answer: Answer): string | undefined => {
    if (!allowed.includes(answer.status)) return `answered ${answer.status}, expected ${allowed.join(' or ')}`;
    if (error && code(answer) !== error) return `answered ${answer.status} ${String(code(answer))}, expected ${error}`;
    return undefined;
  };

export const DRIVES: Drive[] = [
  {
    name: 'no token',
    applies: () => true,
    request: async (route, world) => sampleRequest(route, world.ids),
    wrong: (answer, route) => {
      if (route.class !== 'public') return expectStatus([401])(answer);
      if (route.anonymous === undefined) return 'a public route needs `anonymous` (its status without a token)';
      return expectStatus([route.anonymous])(answer);
    },
  },
  {
    name: 'an expired token',
    applies: (route) => route.class !== 'public',
    request: async (route, world) => sampleRequest(route, world.ids, await world.expiredToken()),
    wrong: expectStatus([403], 'ERR_TOKEN_EXPIRED'),
  },
  {
    name: 'a logged-out session',
    applies: (route) => route.class !== 'public',
    request: async (route, world) => sampleRequest(route, world.ids, world.loggedOutToken),
    wrong: expectStatus([401]),
  },
  {
    name: 'another company’s admin',
    applies: (route) => route.class !== 'public',
    request: async (route, world) => sampleRequest(route, world.ids, world.b.admin.token),
    // A's ids in a body or query are refused as unknown ones (400/404) or match nothing of the caller's company;
    // either way the answer shows none of A's records and the snapshot proves A untouched.
    wrong: (answer, route, world) => {
      const leaked = idsOfAIn(answer.body, world.ids);
      if (leaked.length > 0) return `answered with company A's ${leaked.join(', ')}`;
      return pathNamesRecordOfA(route) ? expectStatus([403, 404])(answer) : undefined;
    },
  },
  {
    name: 'an agent',
    applies: (route) => ADMIN_ONLY.has(route.class),
    request: async (route, world) => sampleRequest(route, world.ids, world.agent.token),
    wrong: expectStatus([403]),
  },
  {
    name: 'an agent on the admin’s record',
    applies: (route) => route.authorOnly === true,
    request: async (route, world) => sampleRequest(route, world.ids, world.agent.token),
    wrong: expectStatus([403, 404]),
  },
  {
    name: 'an admin who is not super',
    applies: (route) => route.class === 'super',
    request: async (route, world) => sampleRequest(route, world.ids, world.a.admin.token),
    wrong: expectStatus([403]),
  },
  {
    name: 'a company whose plan lacks the flag',
    applies: (route) => route.class === 'plan-gated',
    request: async (route, world) => sampleRequest(route, world.ids, world.closed.admin.token),
    wrong: (answer, route) => (route.flag ? expectStatus([403])(answer) : 'a plan-gated route needs its `flag`'),
  },
  {
    name: 'the simulator switched off',
    applies: (route) => route.class === 'simulator',
    request: async (route, world) => sampleRequest(route, world.ids, world.a.admin.token),
    simulatorOff: true,
    wrong: expectStatus([404]),
  },
];
