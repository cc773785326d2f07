import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** The sizes a person was seen using the product at (issue 14): a laptop and a phone. */
export const SIZES = { desktop: { width: 1366, height: 800 }, mobile: { width: 390, height: 844 } } as const;

/** Screenshots of one test file, in a fresh directory whose path is printed so a person can open them. */
export function screenshotRecorder(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `balcao-${name}-`));
  console.log(`${name} screenshots in ${dir}`);
  return {
    dir,
    /** One screenshot at each size; `show` brings back what the layout change closed (a drawer, a tab). */
    async take(page: Page, shot: string, show: (size: keyof typeof SIZES) => Promise<void> = async () => {}) {
      const start = page.viewportSize();
      for (const [label, size] of Object.entries(SIZES) as [keyof typeof SIZES, (typeof SIZES)[keyof typeof SIZES]][]) {
        await page.setViewportSize(size);
        await afterLayout(page);
        await show(label);
        await afterLayout(page);
        await page.screenshot({ path: join(dir, `${shot}-${label}.png`) });
      }
      if (start) await page.setViewportSize(start);
      await afterLayout(page);
    },
  };
}

/** Resolves after the browser has laid out and painted what the last change rendered. */
export const afterLayout = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Whether the element lies wholly inside the visible part of `container` (a scrolling list). */
export async function insideScrolledView(element: Locator, container: Locator): Promise<boolean> {
  const outer = await container.elementHandle();
  return element.evaluate((node, box) => {
    const own = node.getBoundingClientRect();
    const visible = (box as Element).getBoundingClientRect();
    return own.height > 0 && own.top >= visible.top - 1 && own.bottom <= visible.bottom + 1;
  }, outer);
}

/** What the screen settles on before a screenshot: the toasts gone, the dialogs and drawers done moving. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.toast'), undefined, { timeout: 10_000 });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}
