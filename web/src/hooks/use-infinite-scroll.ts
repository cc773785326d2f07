import { useCallback, useEffect, useRef, type UIEvent } from 'react';

/** Spec 1 §9: lists load their next page when scrolled within 100 px of the bottom. */
export const LOAD_MORE_THRESHOLD_PX = 100;

export function nearBottom(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return element.scrollHeight - (element.scrollTop + element.clientHeight) < LOAD_MORE_THRESHOLD_PX;
}

interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
  /** Changes whenever rows are added, so a list too short to scroll keeps loading pages until it fills. */
  itemCount: number;
}

export function useInfiniteScroll({ hasMore, loading, loadMore, itemCount }: InfiniteScrollOptions) {
  const containerRef = useRef<HTMLDivElement>(null);

  const loadIfNearBottom = useCallback(
    (element: HTMLElement) => {
      if (hasMore && !loading && nearBottom(element)) loadMore();
    },
    [hasMore, loading, loadMore],
  );

  useEffect(() => {
    if (containerRef.current) loadIfNearBottom(containerRef.current);
  }, [itemCount, loadIfNearBottom]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => loadIfNearBottom(event.currentTarget),
    [loadIfNearBottom],
  );

  return { containerRef, onScroll };
}
