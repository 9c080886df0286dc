import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Courtside';

/** "Tournaments" becomes "Tournaments · Courtside"; a title naming the site stays as it is. */
export const documentTitle = (title: string): string =>
  title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;

/**
 * Where a render without a browser (the build's prerender, src/app/prerender.tsx) collects
 * the page's title, since effects do not run there.
 */
export const TitleSink = createContext<((title: string) => void) | null>(null);

/** The same for a public page's description meta (features/marketing usePageMeta). */
export const DescriptionSink = createContext<((description: string) => void) | null>(null);

/**
 * The browser tab's title while the page is open, put back on leaving. Every
 * route names itself through this hook: PageHeader and AuthLayout call it with
 * their heading, the other pages (dashboard, a tournament, the public pages)
 * directly. Null (still loading) leaves the title as it is.
 */
export function useDocumentTitle(title: string | null): void {
  const full = title ? documentTitle(title) : null;
  const sink = useContext(TitleSink);
  if (sink && full) sink(full);
  useEffect(() => {
    if (!full) return;
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
