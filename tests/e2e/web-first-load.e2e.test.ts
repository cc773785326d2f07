import { describe, expect, it } from 'vitest';
import { chunkKey, FIRST_LOAD, gzipTotal, jsFilesFor, kB, readManifest } from './web-chunks.js';

/**
 * Issue 15: the gzipped JS a user downloads before the page shows (a size, not a time), from the built web/dist.
 * The login page, and logging in to see the dashboard, each hold the 150 kB (docs/decisions/032 and its
 * addendum: zod, Headless UI and the profile form stay out of the first load; the chart and the menus load on use).
 */
const BUDGET_KB = 150;

describe('the web app first load (built web/dist)', () => {
  const manifest = readManifest();
  const login = jsFilesFor(manifest, FIRST_LOAD.login);
  const both = new Set([...login, ...jsFilesFor(manifest, FIRST_LOAD.dashboard)]);

  it(`shows the login page with at most ${BUDGET_KB} kB of gzipped JS`, () => {
    console.log(`login first load: ${kB(gzipTotal(login))} kB gzipped JS in ${login.size} files`);
    expect(kB(gzipTotal(login))).toBeLessThanOrEqual(BUDGET_KB);
  });

  it(`logs in and shows the dashboard with at most ${BUDGET_KB} kB of gzipped JS`, () => {
    console.log(`login + dashboard first load: ${kB(gzipTotal(both))} kB gzipped JS in ${both.size} files`);
    expect(kB(gzipTotal(both))).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('leaves the chart library, the calendar, the menus and popovers, the other pages and the other languages out of that first load', () => {
    const later = [
      'src/features/dashboard/components/hour-bars.tsx',
      'src/components/ui/date-calendar.tsx',
      'src/components/ui/date-popover.tsx',
      'src/app/layout/user-menu-panel.tsx',
      'src/app/layout/volume-popover.tsx',
      'src/features/notifications/components/notifications-popover.tsx',
      'src/features/chats/components/chats-popover.tsx',
      'src/features/announcements/components/announcements-popover.tsx',
      'src/features/announcements/components/announcements-page.tsx',
      'src/features/chats/components/chats-page.tsx',
      'src/app/layout/profile-modal.tsx',
      'src/app/routes/tickets-route.tsx',
      'src/app/routes/contacts-route.tsx',
      'src/app/routes/settings-route.tsx',
      'src/features/helps/components/helps-page.tsx',
      'src/features/invoices/components/invoices-page.tsx',
      'src/features/invoices/components/pix-view.tsx',
      'src/i18n/en.ts',
      'src/i18n/es.ts',
    ];
    for (const module of later) {
      const chunk = manifest[chunkKey(manifest, module)];
      expect(chunk?.isDynamicEntry, `${module} is a lazy chunk`).toBe(true);
      expect(both.has(chunk!.file), `${module} is not in the first load`).toBe(false);
    }
  });
});
