import type { Bounds } from './ball-physics';
import { createBounceSound } from './bounce-sound';
import { createCourtLoop, drawStillFrame, type CourtLoop } from './court-loop';
import type { CourtWorkerMessage } from './court-worker';

const viewport = (): Bounds => ({ width: window.innerWidth, height: window.innerHeight });
/** The screen's pixel density, capped at 2x: sharper would cost phones more than it shows. */
const pixelRatio = () => Math.min(window.devicePixelRatio || 1, 2);

/** Runs the loop in a worker, through messages, when the browser can hand a canvas over. */
function workerLoop(canvas: HTMLCanvasElement, onWallHit: () => void): CourtLoop | null {
  if (typeof Worker === 'undefined' || !('transferControlToOffscreen' in canvas)) return null;
  const worker = new Worker(new URL('./court-worker.ts', import.meta.url), { type: 'module' });
  const post = (message: CourtWorkerMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  post({ type: 'init', canvas: offscreen }, [offscreen]);
  worker.onmessage = () => onWallHit();
  return {
    resize: (bounds, ratio) => post({ type: 'resize', bounds, pixelRatio: ratio }),
    scroll: (delta) => post({ type: 'scroll', delta }),
    pause: () => post({ type: 'pause' }),
    resume: () => post({ type: 'resume' }),
    stop: () => worker.terminate(),
  };
}

/** Reduced motion: one still frame, redrawn only when the window is resized. No loop, no sound. */
export function showStillCourt(canvas: HTMLCanvasElement): () => void {
  const draw = () => drawStillFrame(canvas, viewport(), pixelRatio());
  draw();
  window.addEventListener('resize', draw);
  return () => window.removeEventListener('resize', draw);
}

/**
 * Starts the overlay on `canvas` (in a worker where possible, on the page
 * otherwise), feeds it the viewport size and the page's scrolling, pauses it
 * while the tab is hidden and plays the bounce sound on side-wall hits.
 * Returns the function that stops everything.
 */
export function runCourtAnimation(canvas: HTMLCanvasElement): () => void {
  const sound = createBounceSound();
  const loop = workerLoop(canvas, sound.play) ?? createCourtLoop(canvas, sound.play);
  let lastScrollY = window.scrollY;

  const onScroll = () => {
    loop.scroll(window.scrollY - lastScrollY);
    lastScrollY = window.scrollY;
  };
  const onResize = () => loop.resize(viewport(), pixelRatio());
  const onVisibilityChange = () => (document.hidden ? loop.pause() : loop.resume());

  if (document.hidden) loop.pause();
  onResize();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    loop.stop();
    sound.dispose();
  };
}
