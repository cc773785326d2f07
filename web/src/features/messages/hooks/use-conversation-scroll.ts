import { useCallback, useLayoutEffect, useRef } from 'react';
import { atBottom, nearTop, needsMoreToScroll, scrollTopAfterPrepend, wasAtBottom } from '../message-scroll';

interface ScrollMemory {
  scrollHeight: number;
  scrollTop: number;
  followsBottom: boolean;
}

const remember = (memory: ScrollMemory, box: HTMLElement) =>
  Object.assign(memory, { scrollHeight: box.scrollHeight, scrollTop: box.scrollTop, followsBottom: atBottom(box) });

interface ConversationScrollOptions {
  /** The oldest and newest loaded message ids: what changed tells a loaded older page from a new message. */
  oldestId: string | undefined;
  newestId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The scrolling of a conversation: it opens at the latest message, loads older pages near the top while keeping
 * the same messages in view, and follows new messages only when the reader was already at the bottom.
 */
export function useConversationScroll({
  oldestId,
  newestId,
  hasOlder,
  loadingOlder,
  loadOlder,
}: ConversationScrollOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const last = useRef({ scrollHeight: 0, scrollTop: 0, oldestId, newestId, followsBottom: true, drawn: false });

  useLayoutEffect(() => {
    const box = containerRef.current;
    if (!box || newestId === undefined) return;
    const before = last.current;
    if (!before.drawn || (newestId !== before.newestId && wasAtBottom(before, box))) {
      box.scrollTop = box.scrollHeight;
    } else if (oldestId !== before.oldestId && newestId === before.newestId) {
      box.scrollTop = scrollTopAfterPrepend(before, box.scrollHeight);
    }
    Object.assign(last.current, { oldestId, newestId, drawn: true });
    remember(last.current, box);
    if (hasOlder && !loadingOlder && needsMoreToScroll(box)) loadOlder();
  }, [oldestId, newestId, hasOlder, loadingOlder, loadOlder]);

  const onScroll = useCallback(() => {
    const box = containerRef.current;
    if (!box) return;
    remember(last.current, box);
    if (hasOlder && !loadingOlder && nearTop(box)) loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);

  /** An image or video finished loading and grew the list: keep the latest message in view if it was. */
  const onMediaLoad = useCallback(() => {
    const box = containerRef.current;
    if (!box) return;
    if (last.current.followsBottom) box.scrollTop = box.scrollHeight;
    remember(last.current, box);
  }, []);

  return { containerRef, onScroll, onMediaLoad };
}
