import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './router';

/**
 * The HTML of a public page as the browser's first render makes it (signed
 * out), for the build to put into index.html (vite.config.ts): the page shows
 * before any JavaScript has arrived, and main.tsx hydrates it. Runs in Node.
 */
export async function renderPage(url: string): Promise<string> {
  // Every chunk of the page is here before rendering, so nothing suspends.
  await preloadRoute(url);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
