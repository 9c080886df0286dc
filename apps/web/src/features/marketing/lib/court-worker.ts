// The court animation off the main thread: the page hands over its canvas
// (OffscreenCanvas) and forwards size, scrolling and visibility; this worker
// draws every frame and reports side-wall hits, so the page's own thread stays
// free for the visitor's input however slow the phone.
import { createCourtLoop, type CourtLoop } from './court-loop';

export type CourtWorkerMessage =
  | { type: 'init'; canvas: OffscreenCanvas }
  | { type: 'resize'; bounds: { width: number; height: number }; pixelRatio: number }
  | { type: 'scroll'; delta: number }
  | { type: 'pause' | 'resume' | 'stop' };

const scope = self as unknown as {
  postMessage: (message: 'hit') => void;
  onmessage: ((event: MessageEvent<CourtWorkerMessage>) => void) | null;
};
let loop: CourtLoop | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === 'init') loop = createCourtLoop(data.canvas, () => scope.postMessage('hit'));
  else if (data.type === 'resize') loop?.resize(data.bounds, data.pixelRatio);
  else if (data.type === 'scroll') loop?.scroll(data.delta);
  else loop?.[data.type]();
};
