import { useContext, useEffect } from 'react';
import { DescriptionSink, useDocumentTitle } from '@/lib/use-document-title';

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
  useDocumentTitle(title);
  // The build's prerender writes it into the page's HTML, for the first paint and link previews.
  useContext(DescriptionSink)?.(description);
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
