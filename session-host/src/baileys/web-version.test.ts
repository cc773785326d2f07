import { describe, expect, it, vi } from 'vitest';
import { PINNED_WEB_VERSION, webVersionOnce } from './web-version.js';

describe('WhatsApp Web version', () => {
  it('takes the latest version Baileys fetches, asking once per process', async () => {
    const fetchLatest = vi.fn(async () => ({ version: [2, 3000, 9] as [number, number, number], isLatest: true }));
    const webVersion = webVersionOnce(fetchLatest, 1_000);
    expect(await webVersion()).toEqual([2, 3000, 9]);
    expect(await webVersion()).toEqual([2, 3000, 9]);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('web version fallback: the pinned version when the fetch fails', async () => {
    const failed = async () => ({
      version: [1, 1, 1] as [number, number, number],
      isLatest: false,
      error: new Error('offline'),
    });
    expect(await webVersionOnce(failed, 1_000)()).toEqual(PINNED_WEB_VERSION);
  });

  it('web version fallback: the pinned version when the fetch does not answer in time', async () => {
    const started = Date.now();
    expect(await webVersionOnce(() => new Promise(() => undefined), 50)()).toEqual(PINNED_WEB_VERSION);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
