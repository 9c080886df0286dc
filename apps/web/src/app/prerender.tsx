import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { localeOfPath, SOURCE_LOCALE } from '@courtside/shared/i18n/locales';
import { loadBundle, setLocale } from '@/lib/i18n';
import { bundleOf } from '@/lib/i18n/bundles';
import { DescriptionSink, TitleSink } from '@/lib/use-document-title';
import { AppRoutes, preloadRoute } from './router';

/**
 * The HTML of a public page as the browser's first render makes it (signed
 * out), for the build to put into index.html (vite.config.ts): the page shows
 * before any JavaScript has arrived, and main.tsx hydrates it. Runs in Node.
 */
export async function renderPage(url: string): Promise<string> {
  return (await renderPageWithTitle(url)).html;
}

/** The page's HTML and its document title (useDocumentTitle), for the build's <title>. */
export async function renderPageWithTitle(
  url: string,
): Promise<{ html: string; title: string | null; description: string | null }> {
  // The page's language (its address says it), then every chunk of the page and its texts, so
  // nothing suspends.
  setLocale(localeOfPath(url) ?? SOURCE_LOCALE);
  // Its texts by name: a page's code (and the texts it fetched with it) loads once per build,
  // in the first language rendered.
  await Promise.all([preloadRoute(url), loadBundle(bundleOf(url))]);
  let title: string | null = null;
  let description: string | null = null;
  const html = renderToString(
    <StrictMode>
      <TitleSink value={(pageTitle) => (title = pageTitle)}>
        <DescriptionSink value={(text) => (description = text)}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </DescriptionSink>
      </TitleSink>
    </StrictMode>,
  );
  return { html, title, description };
}
