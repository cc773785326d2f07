import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/http/app.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { DRIVES } from './route-census-drives.js';
import { appEndpoints, censusGaps, censusRoutes, send, type CensusRoute } from './route-census-routes.js';
import { ROUTE_CENSUS } from './route-census-table.js';
import { censusWorld, type CensusWorld } from './route-census-world.js';

/**
 * Every route of the app is in the census table (route-census-table.ts) and refuses whoever may not call it:
 * no token, an expired token, a logged-out session, another company's admin on company A's ids, an agent where admins only may, a
 * company admin where super users only may, a plan without the flag, the simulator switched off. After each
 * route's drives, company A's stored items are exactly as before (docs/decisions/019).
 */
let ctx: TestContext;
let world: CensusWorld;
let simulatorOffApp: ReturnType<typeof createApp>;
let before: Awaited<ReturnType<CensusWorld['snapshotOfA']>>;
const driven = new Set<string>();

beforeAll(async () => {
  ctx = await createTestContext();
  world = await censusWorld(ctx);
  simulatorOffApp = createApp({ ...ctx.deps, config: { ...ctx.deps.config, simulator: false } });
  before = await settledSnapshot();
});

afterAll(() => {
  const classified = Object.keys(ROUTE_CENSUS).length;
  console.log(`route census: ${appEndpoints(ctx.app).length} routes, ${classified} classified, ${driven.size} driven`);
});

/** A's items once the work the seeding started (inbound jobs, counters) has settled. */
async function settledSnapshot() {
  let last = await world.snapshotOfA();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await world.snapshotOfA();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  throw new Error('company A never settled after seeding');
}

describe('the census table', () => {
  it('classifies every route of the app and lists none the app lacks', () => {
    const { unclassified, gone } = censusGaps(appEndpoints(ctx.app));
    expect(unclassified, 'routes missing from tests/api/route-census-table.ts').toEqual([]);
    expect(gone, 'routes in tests/api/route-census-table.ts the app no longer has').toEqual([]);
  });

  it('names a route the table lacks and a listed route the app lacks', () => {
    const gaps = censusGaps(['GET /api/health', 'POST /api/new-feature'], {
      'GET /api/health': { class: 'public', anonymous: 200 },
      'DELETE /api/old-feature/:id': { class: 'admin', ids: { id: 'tag' } },
    });
    expect(gaps).toEqual({ unclassified: ['POST /api/new-feature'], gone: ['DELETE /api/old-feature/:id'] });
  });

  it('gives every public route its anonymous status and every plan-gated route its flag', () => {
    const incomplete = censusRoutes().filter(
      (route) =>
        (route.class === 'public' && route.anonymous === undefined) || (route.class === 'plan-gated' && !route.flag),
    );
    expect(incomplete.map((route) => route.key)).toEqual([]);
  });
});

describe('the drives', () => {
  // Every class is driven for real below (plan-gated: schedules and kanban); this proves, besides, that each
  // class's drives would catch a route that lets the caller in, whichever route it is.
  it('flag an answer of 200 on every class they apply to, each class by its own drive', () => {
    const route = censusRoutes().find((r) => r.key === 'PUT /api/tags/:id')!;
    const classes = ['authenticated', 'admin', 'super', 'plan-gated', 'simulator'] as const;
    const applied = classes.map((cls) => {
      const target = { ...route, class: cls, flag: 'useCampaigns', authorOnly: true as const };
      const drives = DRIVES.filter((drive) => drive.applies(target));
      const missed = drives.filter((drive) => !drive.wrong({ status: 200, body: {}, ms: 1 }, target, world));
      return { cls, drives: drives.map((drive) => drive.name), missed: missed.map((drive) => drive.name) };
    });
    expect(applied.flatMap(({ missed }) => missed)).toEqual([]);
    const drivesOf = (cls: string) => applied.find((entry) => entry.cls === cls)!.drives;
    expect(drivesOf('super')).toContain('an admin who is not super');
    expect(drivesOf('plan-gated')).toContain('a company whose plan lacks the flag');
    expect(drivesOf('simulator')).toContain('the simulator switched off');
  });
});

describe('every route refuses whoever may not call it and changes nothing of company A', () => {
  const routes = censusRoutes();
  it.each(routes.map((route) => [`${route.key} (${route.class})`, route] as const))('%s', async (_, route) => {
    const problems = await driveAll(route);
    const after = await world.snapshotOfA();
    const changed = JSON.stringify(after) !== JSON.stringify(before);
    // The next route compares with what A holds now, so only the route that changed A fails.
    before = after;
    driven.add(route.key);
    expect(problems.join('\n')).toBe('');
    expect(changed, `${route.key} changed company A's data`).toBe(false);
  });
});

/** Every drive that applies to the route, at once; each wrong answer as "drive: what was wrong (answer)". */
async function driveAll(route: CensusRoute): Promise<string[]> {
  const drives = DRIVES.filter((drive) => drive.applies(route));
  const results = await Promise.all(
    drives.map(async (drive) => {
      const outgoing = await drive.request(route, world);
      const answer = await send(drive.simulatorOff ? simulatorOffApp : ctx.app, outgoing);
      const wrong =
        answer.status >= 500 || answer.status === 0 ? `answered ${answer.status}` : drive.wrong(answer, route, world);
      return wrong ? `${drive.name}: ${wrong} (${JSON.stringify(answer.body)?.slice(0, 200)})` : undefined;
    }),
  );
  return results.filter((problem): problem is string => problem !== undefined);
}
