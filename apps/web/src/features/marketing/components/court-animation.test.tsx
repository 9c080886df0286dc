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

describe('CourtAnimation', () => {
  it('never takes a click and is hidden from assistive technology', () => {
    preferReducedMotion(false);
    render(<CourtAnimation />);
    const canvas = screen.getByTestId('court-animation');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveClass('pointer-events-none');
    expect(canvas).toHaveAttribute('width');
    expect(canvas).toHaveAttribute('height');
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
