import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, preloadRoute } from './app/router';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);
const html = document.documentElement;
const { pathname } = window.location;

// The built index.html holds the landing page, prerendered (vite.config.ts). React renders in a
// transition, so its work yields to the browser in short slices instead of one long task.
if (html.dataset.prerendered === pathname) {
  // Hydrate once the page's code is here, so nothing suspends and the HTML stays as it is.
  void preloadRoute(pathname).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // Any other address (or the dev server): the boot shell shows until this page's code is here.
  const bootShell = document.getElementById('boot-shell');
  container.replaceChildren(...(bootShell?.childNodes ?? []));
  bootShell?.remove();
  html.classList.remove('not-prerendered');
  delete html.dataset.prerendered;
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
