import { WEB_BOOT_SCRIPT } from '@courtside/shared/web-boot-script';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const html = document.documentElement;

/** The boot script as the built HTML runs it, in <head> before the body is parsed. */
function boot(prerenderedPath: string) {
  html.dataset.prerendered = prerenderedPath;
  html.dataset.entry = '/assets/entry.js';
  html.dataset.preload = '/assets/entry.js /assets/runtime.js';
  new Function(WEB_BOOT_SCRIPT)();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
const entryScript = () => document.head.querySelector('script[src="/assets/entry.js"]');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  for (const key of Object.keys(html.dataset)) delete html.dataset[key];
  html.className = '';
});

describe('the boot script (decision 013)', () => {
  it("fetches the prerendered page's code only once the page has painted", () => {
    boot(window.location.pathname);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // The HTML and the stylesheet have the line to themselves until the first frame.
    expect(preloads()).toEqual([]);
    expect(entryScript()).toBeNull();

    vi.advanceTimersByTime(250);
    expect(preloads()).toEqual(['/assets/entry.js', '/assets/runtime.js']);
    expect(entryScript()).not.toBeNull();
  });

  it('holds a form sent before the page is hydrated and remembers its button (issue 29)', () => {
    boot(window.location.pathname);
    document.body.innerHTML = '<form><input name="n"><button>Send Message</button></form>';
    const button = document.querySelector('button')!;
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    button.click();
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__courtsideEarlyClicks).toEqual([button]);
    // Once hydrated (ReplayEarlyClicks), forms submit as the page's code says.
    window.__courtsideEarlyClicks = null;
    const later = new Event('submit', { cancelable: true, bubbles: true });
    document.querySelector('form')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    document.body.innerHTML = '';
    // This page's start runs here, not in the next test's document.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(250);
  });

  it("fetches every other address's code at once, and runs it once the document is parsed", () => {
    boot('/somewhere-else');
    expect(html.classList.contains('not-prerendered')).toBe(true);
    expect(preloads()).toEqual(['/assets/entry.js', '/assets/runtime.js']);
    expect(entryScript()).toBeNull();

    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(250);
    expect(entryScript()).not.toBeNull();
    expect(preloads()).toHaveLength(2);
  });
});
