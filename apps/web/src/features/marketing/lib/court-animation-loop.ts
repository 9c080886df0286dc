import type { Bounds } from './ball-physics';
import { createBounceSound } from './bounce-sound';
import { createScene, drawScene, stepScene } from './court-scene';

/** Sizes the canvas to the viewport at the screen's pixel density (capped at 2x to spare phones). */
function fitToViewport(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D): Bounds {
  const bounds = { width: window.innerWidth, height: window.innerHeight };
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = Math.round(bounds.width * ratio);
  canvas.height = Math.round(bounds.height * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return bounds;
}

/**
 * For visitors who prefer reduced motion: one still frame of the scene,
 * redrawn only when the window is resized. No loop, no sound.
 */
export function drawStillCourt(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) {
  const draw = () => {
    const bounds = fitToViewport(canvas, ctx);
    drawScene(ctx, createScene(bounds, 0), bounds);
  };
  draw();
  window.addEventListener('resize', draw);
  return () => window.removeEventListener('resize', draw);
}

/**
 * Runs the overlay: one physics step and one drawing per animation frame, the
 * page's scrolling passed to the ball, the bounce sound on side-wall hits.
 * Stops while the tab is hidden (no frames, no kicks piling up) and resumes
 * where it was. Returns the function that stops it for good.
 */
export function runCourtAnimation(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) {
  let bounds = fitToViewport(canvas, ctx);
  const scene = createScene(bounds, performance.now());
  const sound = createBounceSound();
  let lastScrollY = window.scrollY;
  let frame = 0;

  const tick = (nowMs: number) => {
    const scrollDelta = window.scrollY - lastScrollY;
    lastScrollY = window.scrollY;
    if (stepScene(scene, bounds, { nowMs, scrollDelta })) sound.play();
    drawScene(ctx, scene, bounds);
    frame = requestAnimationFrame(tick);
  };
  const start = () => {
    if (frame || document.hidden) return;
    lastScrollY = window.scrollY;
    scene.lastKickMs = performance.now();
    frame = requestAnimationFrame(tick);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  const onVisibilityChange = () => (document.hidden ? stop() : start());
  const onResize = () => {
    bounds = fitToViewport(canvas, ctx);
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('resize', onResize);
  start();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('resize', onResize);
    sound.dispose();
  };
}
