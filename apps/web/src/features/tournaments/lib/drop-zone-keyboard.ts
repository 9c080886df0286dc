import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: string[] = [
  KeyboardCode.Down,
  KeyboardCode.Up,
  KeyboardCode.Left,
  KeyboardCode.Right,
];

/**
 * Arrow keys jump a keyboard drag to the nearest drop zone in that direction
 * (centred on it), instead of nudging it a few pixels at a time. The sortable
 * package's getter does this only for sortable items, and these are plain
 * draggables over droppable zones. When nothing lies that way (Right in a
 * one-column phone layout), Right and Down go to the next zone in reading
 * order and Left and Up to the previous one, so every key still moves.
 */
export const dropZoneKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, collisionRect, droppableRects, droppableContainers, over } },
) => {
  if (!DIRECTIONS.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;

  const zones = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);

  let best: { x: number; y: number; distance: number } | null = null;
  for (const { id, rect } of zones) {
    if (id === over?.id) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const isAhead =
      (event.code === KeyboardCode.Down && y > cy + 1) ||
      (event.code === KeyboardCode.Up && y < cy - 1) ||
      (event.code === KeyboardCode.Right && x > cx + 1) ||
      (event.code === KeyboardCode.Left && x < cx - 1);
    if (!isAhead) continue;
    const distance = Math.hypot(x - cx, y - cy);
    if (!best || distance < best.distance) best = { x, y, distance };
  }
  if (!best) {
    const isForward = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down;
    const current = zones.findIndex((zone) => zone.id === over?.id);
    const next = zones[current + (isForward ? 1 : -1)];
    if (!next) return undefined;
    best = {
      x: next.rect.left + next.rect.width / 2,
      y: next.rect.top + next.rect.height / 2,
      distance: 0,
    };
  }
  return {
    x: best.x - collisionRect.width / 2,
    y: best.y - collisionRect.height / 2,
  };
};
