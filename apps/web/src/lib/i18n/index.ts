/**
 * The interface's language (issue 29, docs/decisions/042). Texts are written in English in the
 * code, as `i18n.t('Save Changes')` or `i18n.t('{count, plural, one {# player} other {# players}}',
 * { count })`; `npm run i18n:extract` (Lingui) collects them into src/locales/<area>/<lang>.po.
 * A text kept in a table at module level is marked `/*i18n*\/ 'Round robin'` for extraction and
 * translated where it is shown, `i18n.t(label)`: module code runs before a catalogue arrives.
 *
 * A page's language is set once, before it renders (`loadLocale`, main.tsx); choosing another
 * loads the page again. English fetches nothing: a text is its own English. Another language
 * fetches the bundles of translations the page shows (`loadBundles`, ./bundles.ts), and the
 * same small formatter fills the arguments in every language.
 */
import { INTL_LOCALES, SOURCE_LOCALE, type Locale } from '@courtside/shared/i18n/locales';
import { formatIcu } from '@courtside/shared/i18n/format';
import type { Bundle } from 'virtual:catalogues';

type Values = Readonly<Record<string, unknown>>;

export type { Bundle };

let current: Locale = SOURCE_LOCALE;
/** The translations of the bundles loaded, by English text. */
let messages: Record<string, string> = Object.create(null) as Record<string, string>;
const loaded = new Set<Bundle>();

export const i18n = {
  /** `message` in the page's language, its ICU arguments filled from `values`. */
  t(message: string, values?: Values): string {
    return formatIcu(messages[message] ?? message, values, INTL_LOCALES[current]);
  },
};

/** The page's language. */
export const currentLocale = (): Locale => current;

/** Its `Intl` locale (en-US, es-ES, fr-FR, de-DE). */
export const intlLocale = (): string => INTL_LOCALES[current];

/** The bundles' translations in the page's language, fetched once each; nothing in English. */
export async function loadBundles(bundles: readonly Bundle[]): Promise<void> {
  const locale = current;
  const missing = bundles.filter((bundle) => !loaded.has(bundle));
  if (locale === 'en' || missing.length === 0) return;
  const { fetchBundles } = await import('./bundles');
  const texts = await fetchBundles(locale, missing);
  if (locale !== current) return;
  for (const bundle of missing) loaded.add(bundle);
  messages = Object.assign(Object.create(null) as Record<string, string>, messages, ...texts);
}

/** Sets the page's language (and `<html lang>`) and fetches the bundles' translations. */
export async function loadLocale(locale: Locale, bundles: readonly Bundle[]): Promise<void> {
  if (locale !== current) {
    // Another language (the build renders every language's pages in one process).
    messages = Object.create(null) as Record<string, string>;
    loaded.clear();
  }
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  await loadBundles(bundles);
}
