import { lazy, useEffect, type ComponentType } from 'react';

/** A page in a chunk of its own: React loads it on first render; `preload` fetches it ahead of time. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` over a named export, with the import kept so the page can be fetched before it is needed (the
 * likely next page). A failed import is forgotten, so a later render or prefetch tries again.
 */
export function lazyPage<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload }) as unknown as LazyPage<P>;
}

/** Marked when the prefetch starts, so the bench can tell what a page needed from what was fetched ahead. */
export const PREFETCH_MARK = 'balcao:prefetch';

/**
 * Fetches the pages once the browser is idle after the first render, unless the user asked to save data. What is
 * fetched stays in the module map (and the HTTP cache: assets are immutable), so opening the page is instant.
 */
export function usePrefetch(pages: readonly { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    const run = () => {
      performance.mark(PREFETCH_MARK);
      for (const page of pages) page.preload().catch(() => {});
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 300);
    return () => clearTimeout(timer);
  }, [pages]);
}
