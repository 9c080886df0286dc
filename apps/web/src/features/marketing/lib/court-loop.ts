import type { Bounds } from './ball-physics';
import { createScene, drawScene, stepScene, type CourtScene } from './court-scene';

/** A canvas the loop can draw on: the page's own, or one handed to a worker. */
export type CourtCanvas = HTMLCanvasElement | OffscreenCanvas;
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What the page tells the running animation. The same calls cross into a worker as messages. */
export interface CourtLoop {
  resize: (bounds: Bounds, pixelRatio: number) => void;
  /** Pixels the page scrolled (down is positive); applied at the next frame. */
  scroll: (delta: number) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

// Workers in some browsers have no requestAnimationFrame; a 60 Hz timer stands in.
const requestFrame: (callback: (nowMs: number) => void) => number =
  typeof requestAnimationFrame === 'function'
    ? (callback) => requestAnimationFrame(callback)
    : (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number;
const cancelFrame: (id: number) => void =
  typeof cancelAnimationFrame === 'function' ? (id) => cancelAnimationFrame(id) : clearTimeout;

function fit(canvas: CourtCanvas, ctx: Context2D, bounds: Bounds, pixelRatio: number) {
  canvas.width = Math.round(bounds.width * pixelRatio);
  canvas.height = Math.round(bounds.height * pixelRatio);
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
}

/** One still frame of the scene, for visitors who prefer reduced motion. */
export function drawStillFrame(canvas: CourtCanvas, bounds: Bounds, pixelRatio: number): void {
  const ctx = canvas.getContext('2d') as Context2D | null;
  if (!ctx) return;
  fit(canvas, ctx, bounds, pixelRatio);
  drawScene(ctx, createScene(bounds, 0), bounds);
}

/**
 * The animation: one physics step and one drawing per frame, scrolling passed
 * to the ball, `onWallHit` on side-wall hits (the page plays the sound). It
 * runs wherever it is created, on the page or in a worker, and starts paused
 * until the first resize tells it the viewport.
 */
export function createCourtLoop(canvas: CourtCanvas, onWallHit: () => void): CourtLoop {
  const ctx = canvas.getContext('2d') as Context2D | null;
  let bounds: Bounds = { width: 0, height: 0 };
  let scene: CourtScene | null = null;
  let pendingScroll = 0;
  let frame = 0;
  let isPaused = false;

  const tick = (nowMs: number) => {
    if (!ctx || !scene) return;
    const hit = stepScene(scene, bounds, { nowMs, scrollDelta: pendingScroll });
    pendingScroll = 0;
    if (hit) onWallHit();
    drawScene(ctx, scene, bounds);
    frame = requestFrame(tick);
  };
  const start = () => {
    if (frame || isPaused || !scene) return;
    scene.lastKickMs = performance.now();
    frame = requestFrame(tick);
  };
  const halt = () => {
    if (frame) cancelFrame(frame);
    frame = 0;
  };

  return {
    resize: (next, pixelRatio) => {
      bounds = next;
      if (!ctx) return;
      fit(canvas, ctx, bounds, pixelRatio);
      scene ??= createScene(bounds, performance.now());
      start();
    },
    scroll: (delta) => {
      pendingScroll += delta;
    },
    pause: () => {
      isPaused = true;
      halt();
    },
    resume: () => {
      isPaused = false;
      pendingScroll = 0;
      start();
    },
    stop: halt,
  };
}
