import type { Locale } from '@courtside/shared/i18n/locales';
import { catalogueLoaders, type Bundle } from 'virtual:catalogues';

/**
 * The bundles' translations in a language other than English, each its own chunk
 * (vite-catalogues.ts). Apart from ./index.ts, so an English page does not carry the list of
 * every language's chunks.
 */
export function fetchBundles(
  locale: Exclude<Locale, 'en'>,
  bundles: readonly Bundle[],
): Promise<Record<string, string>[]> {
  return Promise.all(
    bundles.map((bundle) => catalogueLoaders[locale][bundle]().then((module) => module.default)),
  );
}
