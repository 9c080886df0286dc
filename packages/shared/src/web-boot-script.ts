/**
 * The web app's boot script, inline in <head> of dist/index.html (apps/web/vite.config.ts). The
 * server allows it in its Content-Security-Policy by its hash (`'sha256-…'` of this exact text),
 * so it lives here, where both the build and the server read the same characters.
 *
 * It runs before anything paints, with no request of its own (a slow link cannot hold it):
 * - applies the signed-in user's dark theme (the app keeps it in sync later);
 * - on any address but the prerendered one (index.html is the landing page, and the server
 *   sends it for every page address), hides the landing markup and shows the boot shell until
 *   main.tsx has the page rendered;
 * - on the prerendered page, remembers the buttons tapped before the page is hydrated, for
 *   main.tsx to press again (`window.__courtsideEarlyClicks`);
 * - adds the stylesheet (`data-styles`): render-blocking on the prerendered page, which must
 *   never paint unstyled; not blocking elsewhere, so the boot shell (inline styles) paints while
 *   it loads, and main.tsx waits for it before rendering;
 * - starts the app's code (`data-entry`, fetched since <head> by modulepreload) once the first
 *   frame is painted, so the page or the boot shell shows without waiting for the code to run.
 */
export const WEB_BOOT_SCRIPT = `(function () {
  var html = document.documentElement;
  try {
    var theme = JSON.parse(localStorage.getItem('auth-storage')).state.user.settings.preferences.theme;
    if (theme === 'dark' || (theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches)) {
      html.classList.add('dark');
    }
  } catch (error) {}
  var isPrerendered = html.dataset.prerendered === location.pathname;
  if (!isPrerendered) html.classList.add('not-prerendered');
  if (isPrerendered) {
    // A button of the prerendered page tapped before its code has hydrated it (a phone's
    // menu): remembered, and pressed again by main.tsx once the page works.
    var early = [];
    window.__courtsideEarlyClicks = early;
    document.addEventListener('click', function (event) {
      var button = window.__courtsideEarlyClicks && event.target instanceof Element
        ? event.target.closest('button[type="button"]')
        : null;
      if (button && early.indexOf(button) < 0) early.push(button);
    }, true);
  }
  var styles = html.dataset.styles;
  if (styles) {
    if (isPrerendered && !('blocking' in HTMLLinkElement.prototype)) {
      document.write('<link rel="stylesheet" crossorigin href="' + styles + '" id="app-styles">');
    } else {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = styles;
      link.id = 'app-styles';
      if (isPrerendered) link.setAttribute('blocking', 'render');
      document.head.appendChild(link);
    }
  }
  var isStarted = false;
  function start() {
    if (isStarted) return;
    isStarted = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = html.dataset.entry;
    document.head.appendChild(script);
  }
  document.addEventListener('DOMContentLoaded', function () {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
    setTimeout(start, 250); // a hidden tab paints no frames
  });
})();
`;
