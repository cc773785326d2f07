type ScrollBox = Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>;

/** Spec 1 §9: the message history loads older messages when scrolled within 50 px of the top. */
export const LOAD_OLDER_THRESHOLD_PX = 50;
/** How close to the end still counts as "reading the latest": new messages then keep the view at the bottom. */
const BOTTOM_TOLERANCE_PX = 40;

export const nearTop = (box: Pick<ScrollBox, 'scrollTop'>) => box.scrollTop < LOAD_OLDER_THRESHOLD_PX;

export const atBottom = (box: ScrollBox) => box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_TOLERANCE_PX;

/**
 * Whether the reader was at the latest message before new content grew the list: where they are now, against the
 * height the list had before. Read from the box itself, not from the last scroll event, which a layout change (a
 * resized window) can move the box without sending.
 */
export const wasAtBottom = (
  before: Pick<ScrollBox, 'scrollHeight'>,
  box: Pick<ScrollBox, 'scrollTop' | 'clientHeight'>,
) => atBottom({ scrollHeight: before.scrollHeight, scrollTop: box.scrollTop, clientHeight: box.clientHeight });

/** A list too short to scroll cannot be scrolled to its top, so it loads older pages until it fills. */
export const needsMoreToScroll = (box: ScrollBox) => box.scrollHeight <= box.clientHeight;

/**
 * After older messages were added above, the scroll offset that keeps the same messages in view: the content
 * grew by the difference in height, all of it above what the reader was looking at.
 */
export const scrollTopAfterPrepend = (before: Pick<ScrollBox, 'scrollHeight' | 'scrollTop'>, scrollHeight: number) =>
  before.scrollTop + (scrollHeight - before.scrollHeight);
