import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a list's selected ticket into view when it is selected or reaches the list, and again whenever the
 * list itself comes into view (the narrow layout keeps it in a hidden tab), never while the user scrolls it.
 */
export function useRevealSelected(
  containerRef: RefObject<HTMLElement | null>,
  selectedId: string | undefined,
  selectedListed: boolean,
) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || !selectedListed) return;
    const reveal = () => container.querySelector('.ticket-item.selected')?.scrollIntoView({ block: 'nearest' });
    // The observer reports at once, then on each change between shown and hidden.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reveal();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, selectedId, selectedListed]);
}
