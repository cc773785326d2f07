import type { SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { laneKeyboardCoordinates } from './lane-keyboard';

const rect = (left: number) => ({ left, top: 100, width: 280, height: 600, right: left + 280, bottom: 700 });
const lanes = ['open', 'a', 'b'];
const droppableRects = new Map(lanes.map((id, index) => [id, rect(index * 300)]));

function press(code: string, over: string | undefined, start = 'open') {
  const getter = laneKeyboardCoordinates(
    () => lanes,
    () => start,
  );
  const event = {
    code,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
  const context = { droppableRects, over: over ? { id: over } : null } as unknown as SensorContext;
  return {
    at: getter(event as unknown as KeyboardEvent, { active: 'card', currentCoordinates: { x: 5, y: 5 }, context }),
    event,
  };
}

describe('laneKeyboardCoordinates', () => {
  it('carries the card a whole lane per arrow, just inside the lane', () => {
    expect(press('ArrowRight', 'open').at).toEqual({ x: 308, y: 152 });
    expect(press('ArrowDown', 'a').at).toEqual({ x: 608, y: 152 });
    expect(press('ArrowLeft', 'a').at).toEqual({ x: 8, y: 152 });
  });

  it('stays at the first and last lanes, and starts from the card’s own lane before it is over one', () => {
    expect(press('ArrowLeft', 'open').at).toEqual({ x: 8, y: 152 });
    expect(press('ArrowRight', 'b').at).toEqual({ x: 608, y: 152 });
    expect(press('ArrowRight', undefined, 'a').at).toEqual({ x: 608, y: 152 });
  });

  it('leaves other keys to dnd-kit and keeps the arrows from scrolling the page', () => {
    expect(press('KeyA', 'open').at).toBeUndefined();
    expect(press('ArrowRight', 'open').event.defaultPrevented).toBe(true);
  });
});
