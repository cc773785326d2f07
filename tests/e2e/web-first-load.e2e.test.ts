import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, gzipTotal, jsFilesFor, kB, readManifest } from './web-chunks.js';

/**
 * Issue 15: the gzipped JS a user downloads before the page shows (a size, not a time), from the built web/dist.
 * The login page, the app's first load, holds the 150 kB. Logging in and seeing the dashboard cannot
 * (docs/decisions/032: React, the router and the shell's Headless UI menus alone pass it); its ceiling is this
 * release's figure, so what pushes it up fails here.
 */
const LOGIN_BUDGET_KB = 150;
const LOGIN_AND_DASHBOARD_CEILING_KB = 210;

describe('the web app first load (built web/dist)', () => {
  const manifest = readManifest();
  const login = jsFilesFor(manifest, FIRST_LOAD.login);
  const both = new Set([...login, ...jsFilesFor(manifest, FIRST_LOAD.dashboard)]);

  it(`shows the login page with at most ${LOGIN_BUDGET_KB} kB of gzipped JS`, () => {
    console.log(`login first load: ${kB(gzipTotal(login))} kB gzipped JS in ${login.size} files`);
    expect(kB(gzipTotal(login))).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  });

  it(`logs in and shows the dashboard with at most ${LOGIN_AND_DASHBOARD_CEILING_KB} kB of gzipped JS`, () => {
    console.log(`login + dashboard first load: ${kB(gzipTotal(both))} kB gzipped JS in ${both.size} files`);
    expect(kB(gzipTotal(both))).toBeLessThanOrEqual(LOGIN_AND_DASHBOARD_CEILING_KB);
  });

  it('leaves the chart library, the calendar, the other pages and the other languages out of that first load', () => {
    const later = [
      'src/features/dashboard/components/hour-bars.tsx',
      'src/components/ui/date-calendar.tsx',
      'src/app/routes/tickets-route.tsx',
      'src/app/routes/contacts-route.tsx',
      'src/app/routes/settings-route.tsx',
      'src/i18n/en.ts',
      'src/i18n/es.ts',
    ];
    for (const module of later) {
      expect(manifest[module]?.isDynamicEntry, `${module} is a lazy chunk`).toBe(true);
      expect(both.has(manifest[module]!.file), `${module} is not in the first load`).toBe(false);
    }
  });
});
