import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { dropZoneKeyboardCoordinates } from './drop-zone-keyboard';

type Args = Parameters<KeyboardCoordinateGetter>[1];

const rect = (left: number, top: number, width = 100, height = 100) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Zones as dnd-kit's context hands them to a coordinate getter. */
function args(zones: Record<string, ReturnType<typeof rect>>, overId: string): Args {
  const ids = Object.keys(zones);
  return {
    active: 'player',
    currentCoordinates: { x: 0, y: 0 },
    context: {
      active: { id: 'player' },
      collisionRect: rect(zones[overId]!.left + 25, zones[overId]!.top + 25, 50, 50),
      droppableRects: new Map(Object.entries(zones)),
      droppableContainers: { getEnabled: () => ids.map((id) => ({ id })) },
      over: { id: overId },
    },
  } as unknown as Args;
}

const press = (code: string) => ({ code, preventDefault: vi.fn() }) as unknown as KeyboardEvent;

describe('dropZoneKeyboardCoordinates', () => {
  // Pool on the left, two teams side by side on the right.
  const wide = { pool: rect(0, 0, 100, 300), t1: rect(200, 0), t2: rect(400, 0) };

  it('jumps to the centre of the nearest zone in the arrow direction', () => {
    expect(dropZoneKeyboardCoordinates(press(KeyboardCode.Right), args(wide, 'pool'))).toEqual({
      x: 225,
      y: 25,
    });
    expect(dropZoneKeyboardCoordinates(press(KeyboardCode.Right), args(wide, 't1'))).toEqual({
      x: 425,
      y: 25,
    });
    expect(dropZoneKeyboardCoordinates(press(KeyboardCode.Left), args(wide, 't1'))).toEqual({
      x: 25,
      y: 125,
    });
  });

  it('in one column, Right and Left still move to the next and previous zone', () => {
    const column = { pool: rect(0, 0), t1: rect(0, 200), t2: rect(0, 400) };
    expect(dropZoneKeyboardCoordinates(press(KeyboardCode.Right), args(column, 'pool'))).toEqual({
      x: 25,
      y: 225,
    });
    expect(dropZoneKeyboardCoordinates(press(KeyboardCode.Left), args(column, 't2'))).toEqual({
      x: 25,
      y: 225,
    });
    expect(
      dropZoneKeyboardCoordinates(press(KeyboardCode.Down), args(column, 't2')),
    ).toBeUndefined();
  });

  it('leaves other keys to the sensor', () => {
    const event = press(KeyboardCode.Space);
    expect(dropZoneKeyboardCoordinates(event, args(wide, 'pool'))).toBeUndefined();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
