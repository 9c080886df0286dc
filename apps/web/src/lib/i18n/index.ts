/**
 * The interface's language (issue 29, docs/decisions/042). Texts are written in English in the
 * code, as `i18n.t('Save Changes')` or `i18n.t('{count, plural, one {# player} other {# players}}',
 * { count })`; `npm run i18n:extract` (Lingui) collects them into src/locales/<area>/<lang>.po.
 * A text kept in a table at module level is marked `/*i18n*\/ 'Round robin'` for extraction and
 * translated where it is shown, `i18n.t(label)`: module code runs before a catalogue arrives.
 *
 * A page's language is set once, before it renders (`loadLocale`, main.tsx); choosing another
 * loads the page again. English loads nothing: a source text is its own English
 * (format-source.ts). Another language fetches Lingui's runtime and its compiled catalogues,
 * only the areas the page shows (`loadAreas`).
 */
import { INTL_LOCALES, SOURCE_LOCALE, type Locale } from '@courtside/shared/i18n/locales';
import { formatIcu } from './format-source';
import { catalogueLoaders, type Area } from 'virtual:catalogues';

type Values = Readonly<Record<string, unknown>>;
type Messages = Record<string, unknown>;

export type { Area };

let current: Locale = SOURCE_LOCALE;
/** The loaded catalogues' compiled texts by English text, and Lingui's formatter for them. */
let messages: Messages = Object.create(null) as Messages;
let format: ((id: string, values?: Values) => string) | null = null;
const loaded = new Set<Area>();

export const i18n = {
  /** `message` in the page's language, its ICU arguments filled from `values`. */
  t(message: string, values?: Values): string {
    if (format && message in messages) return format(message, values);
    return formatIcu(message, values, INTL_LOCALES[current]);
  },
};

/** The page's language. */
export const currentLocale = (): Locale => current;

/** Its `Intl` locale (en-US, es-ES, fr-FR, de-DE). */
export const intlLocale = (): string => INTL_LOCALES[current];

/** The areas' catalogues of the page's language, fetched once each; nothing in English. */
export async function loadAreas(areas: readonly Area[]): Promise<void> {
  const locale = current;
  const missing = areas.filter((area) => !loaded.has(area));
  if (locale === 'en' || missing.length === 0) return;
  const [{ setupI18n }, ...catalogues] = await Promise.all([
    import('@lingui/core'),
    ...missing.map((area) => catalogueLoaders[locale][area]()),
  ]);
  for (const area of missing) loaded.add(area);
  messages = Object.assign(
    Object.create(null) as Messages,
    messages,
    ...catalogues.map((catalogue) => (catalogue as { default: Messages }).default),
  );
  const lingui = setupI18n({ locale, messages: { [locale]: messages as never } });
  format = (id, values) => lingui._(id, values as Record<string, unknown>);
}

/** Sets the page's language (and `<html lang>`) and fetches the areas' catalogues. */
export async function loadLocale(locale: Locale, areas: readonly Area[]): Promise<void> {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  await loadAreas(areas);
}
