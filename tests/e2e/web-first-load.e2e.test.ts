import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, gzipTotal, jsFilesFor, kB, readManifest } from './web-chunks.js';

/** Issue 15: what a user downloads to log in and see the dashboard, in gzipped JS (a size, not a time). */
const BUDGET_KB = 150;

describe('the web app first load (built web/dist)', () => {
  const manifest = readManifest();
  const login = jsFilesFor(manifest, FIRST_LOAD.login);
  const dashboard = jsFilesFor(manifest, FIRST_LOAD.dashboard);

  it(`logs in and shows the dashboard with at most ${BUDGET_KB} kB of gzipped JS`, () => {
    const both = new Set([...login, ...dashboard]);
    console.log(
      `first load, gzipped JS: login ${kB(gzipTotal(login))} kB, dashboard ${kB(gzipTotal(dashboard))} kB, ` +
        `login + dashboard ${kB(gzipTotal(both))} kB`,
    );
    expect(kB(gzipTotal(both))).toBeLessThanOrEqual(BUDGET_KB);
  });
});
