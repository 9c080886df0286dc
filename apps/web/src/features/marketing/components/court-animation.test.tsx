import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CourtAnimation from './court-animation';

/** A 2D context whose every method is a spy: jsdom has no canvas drawing. */
function fakeContext() {
  const calls: Record<string, ReturnType<typeof vi.fn>> = {};
  return new Proxy(calls, {
    get: (target, key: string) => (target[key] ??= vi.fn()),
    set: () => true,
  }) as unknown as CanvasRenderingContext2D & Record<string, ReturnType<typeof vi.fn>>;
}

function preferReducedMotion(isReduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: isReduced && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

let ctx: ReturnType<typeof fakeContext>;
const originalAudioContext = window.AudioContext;

beforeEach(() => {
  ctx = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx);
  vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
});

afterEach(() => {
  window.AudioContext = originalAudioContext;
});

const canvas = () => screen.getByTestId('court-animation').querySelector('canvas')!;

describe('CourtAnimation', () => {
  it('never takes a click, is hidden from assistive technology and has a size', () => {
    preferReducedMotion(false);
    render(<CourtAnimation />);
    const overlay = screen.getByTestId('court-animation');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveClass('pointer-events-none');
    expect(canvas().width).toBeGreaterThan(0);
    expect(canvas().height).toBeGreaterThan(0);
  });

  it('draws one still frame and starts no animation loop when motion is reduced', () => {
    preferReducedMotion(true);
    render(<CourtAnimation />);
    expect(ctx.arc).toHaveBeenCalled();
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
  });

  it('animates otherwise, and stops while the tab is hidden', () => {
    preferReducedMotion(false);
    render(<CourtAnimation />);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);

    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(window.cancelAnimationFrame).toHaveBeenCalled();

    hidden.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(2);
  });

  it('creates no audio before the first interaction, then one context', () => {
    preferReducedMotion(false);
    const created = vi.fn();
    window.AudioContext = class {
      state = 'running';
      constructor() {
        created();
      }
      close = () => Promise.resolve();
    } as unknown as typeof AudioContext;
    render(<CourtAnimation />);
    expect(created).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    act(() => void window.dispatchEvent(new Event('keydown')));
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('carries on silently with one log line where there is no Web Audio', () => {
    preferReducedMotion(false);
    // @ts-expect-error: a browser without Web Audio
    delete window.AudioContext;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    render(<CourtAnimation />);
    expect(() => act(() => void window.dispatchEvent(new Event('pointerdown')))).not.toThrow();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Audio context not available');
  });
});

describe('CourtAnimation in a worker', () => {
  const messages: unknown[] = [];
  let worker: { onmessage: (() => void) | null; terminate: ReturnType<typeof vi.fn> };

  beforeEach(() => {
    messages.length = 0;
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: (() => void) | null = null;
        terminate = vi.fn();
        constructor() {
          // eslint-disable-next-line @typescript-eslint/no-this-alias
          worker = this;
        }
        postMessage(message: unknown) {
          messages.push(message);
        }
      },
    );
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      configurable: true,
      value: () => ({ offscreen: true }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
      .transferControlToOffscreen;
  });

  it('hands the canvas over and drives the worker by messages, drawing nothing itself', () => {
    preferReducedMotion(false);
    const { unmount } = render(<CourtAnimation />);
    expect(messages[0]).toEqual({ type: 'init', canvas: { offscreen: true } });
    expect(messages[1]).toMatchObject({ type: 'resize', bounds: { width: window.innerWidth } });
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();

    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(messages.at(-1)).toEqual({ type: 'pause' });

    unmount();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('plays the bounce sound when the worker reports a wall hit, once audio is unlocked', () => {
    preferReducedMotion(false);
    const oscillators = vi.fn();
    const node = () => ({
      connect: (next: unknown) => next,
      start: () => {},
      stop: () => {},
      frequency: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
    });
    window.AudioContext = class {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator = () => (oscillators(), node());
      createGain = node;
      close = () => Promise.resolve();
    } as unknown as typeof AudioContext;
    render(<CourtAnimation />);
    act(() => worker.onmessage?.());
    expect(oscillators).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    act(() => worker.onmessage?.());
    expect(oscillators).toHaveBeenCalledTimes(1);
  });
});
