import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Where a card held from the keyboard lands in its lane: just inside the lane's top left, below its header. */
const INSET = { x: 8, y: 52 };

/**
 * Keyboard moves for the board (dnd-kit's KeyboardSensor): an arrow carries the held card to the next or previous
 * lane in `laneIds()`'s order, rather than 25 px at a time, so space, an arrow, space moves a ticket one lane.
 */
export function laneKeyboardCoordinates(laneIds: () => string[], startLane: () => string | undefined) {
  const getter: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
    const step = STEPS[event.code];
    if (step === undefined) return undefined;
    event.preventDefault();
    const order = laneIds();
    const current = String(context.over?.id ?? startLane() ?? order[0]);
    const next = order[Math.min(order.length - 1, Math.max(0, order.indexOf(current) + step))];
    const rect = next === undefined ? undefined : context.droppableRects.get(next);
    return rect ? { x: rect.left + INSET.x, y: rect.top + INSET.y } : currentCoordinates;
  };
  return getter;
}
