import { useEffect } from 'react';

const SITE_NAME = 'Courtside';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the tab title and the description meta of a public page, and puts the
 * previous ones back on leaving, so a page without its own meta (the app
 * screens) never shows a stale marketing title.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
