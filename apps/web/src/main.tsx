import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, preloadRoute } from './app/router';
import { setLocale } from './lib/i18n';
import { browserLocaleSources, resolveLocale } from './lib/i18n/resolve-locale';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);
const html = document.documentElement;
const { pathname } = window.location;
// The page's language, before anything renders (issue 29): the layouts and pages fetch their
// texts with their code (app/routes.tsx).
setLocale(resolveLocale(pathname, browserLocaleSources()));

// The built index.html holds the landing page, prerendered (vite.config.ts). React renders in a
// transition, so its work yields to the browser in short slices instead of one long task.
/**
 * The stylesheet the boot script added (web-boot-script.ts): it does not hold the boot shell's
 * paint, so the page waits for it here rather than render unstyled. A failed one renders anyway.
 */
function stylesheetLoaded(): Promise<void> {
  const link = document.getElementById('app-styles');
  if (!(link instanceof HTMLLinkElement) || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

if (html.dataset.prerendered === pathname) {
  // Hydrate once the page's code is here, so nothing suspends and the HTML stays as it is.
  void preloadRoute(pathname).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // Any other address (or the dev server): the boot shell shows until this page's code and
  // the stylesheet are here.
  void stylesheetLoaded().then(() => {
    const bootShell = document.getElementById('boot-shell');
    container.replaceChildren(...(bootShell?.childNodes ?? []));
    bootShell?.remove();
    html.classList.remove('not-prerendered');
    delete html.dataset.prerendered;
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}
