/**
 * The interface's language (issue 29, docs/decisions/042). Texts are written in English in the
 * code, as `i18n.t('Save Changes')` or `i18n.t('{count, plural, one {# player} other {# players}}',
 * { count })`; `npm run i18n:extract` (Lingui) collects them into src/locales/<area>/<lang>.po.
 * A text kept in a table at module level is marked `/*i18n*\/ 'Round robin'` for extraction and
 * translated where it is shown, `i18n.t(label)`: module code runs before a catalogue arrives.
 *
 * A page's language is set once, before it renders (`setLocale`, main.tsx); choosing another
 * loads the page again. English fetches nothing: a text is its own English. Another language
 * fetches the bundle of translations the page shows with the page's code (`loadBundle`,
 * app/routes.tsx), one JSON file, and the same small formatter fills the arguments in every
 * language.
 */
import { INTL_LOCALES, SOURCE_LOCALE, type Locale } from '@courtside/shared/i18n/locales';
import { formatIcu } from '@courtside/shared/i18n/format';
import { messageKey } from '@courtside/shared/i18n/message-key';
import { folder, inlined } from 'virtual:catalogues';
import type { Bundle } from './bundles';
import type { translateValidation as TranslateValidation } from './validation-rules';

type Values = Readonly<Record<string, unknown>>;

let current: Locale = SOURCE_LOCALE;
/** The translations of the bundles loaded, by key of their English text (`messageKey`). */
let messages: Record<string, string> = Object.create(null) as Record<string, string>;
const keys = new Map<string, string>();
const loaded = new Map<Bundle, Promise<void>>();

export const i18n = {
  /** `message` in the page's language, its ICU arguments filled from `values`. */
  t(message: string, values?: Values): string {
    let translated: string | undefined;
    if (current !== SOURCE_LOCALE) {
      let key = keys.get(message);
      if (key === undefined) keys.set(message, (key = messageKey(message)));
      translated = messages[key];
    }
    return formatIcu(translated ?? message, values, INTL_LOCALES[current]);
  },
};

/** The page's language. */
export const currentLocale = (): Locale => current;

/** Its `Intl` locale (en-US, es-ES, fr-FR, de-DE). */
export const intlLocale = (): string => INTL_LOCALES[current];

/** The validation messages' translator, once a language other than English loads (below). */
let translateValidation: typeof TranslateValidation | null = null;

/**
 * A form's validation message in the page's language: the shared schemas' messages are English
 * catalogue keys, some built with a value ("At most 200 characters"), read back into their ICU
 * message by ./validation-rules.ts, which only a translated page fetches.
 */
export const validationMessage = (message: string): string =>
  translateValidation
    ? translateValidation(message, i18n.t, INTL_LOCALES[current])
    : i18n.t(message);

async function fetchBundle(locale: Locale, bundle: Bundle): Promise<void> {
  const name = `${locale}/${bundle}.json`;
  translateValidation ??= (await import('./validation-rules')).translateValidation;
  const texts =
    inlined?.[name] ??
    (await fetch(`${folder}/${name}`).then((response) => {
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    }));
  if (locale === current) messages = Object.assign(messages, texts);
}

/** A bundle's translations in the page's language, fetched once; nothing in English. */
export function loadBundle(bundle: Bundle): Promise<void> {
  if (current === SOURCE_LOCALE) return Promise.resolve();
  let pending = loaded.get(bundle);
  if (!pending) {
    pending = fetchBundle(current, bundle);
    // A failed fetch may be tried again (the page's Retry).
    pending.catch(() => loaded.delete(bundle));
    loaded.set(bundle, pending);
  }
  return pending;
}

/** Sets the page's language and `<html lang>`. */
export function setLocale(locale: Locale): void {
  if (locale !== current) {
    // Another language (the build renders every language's pages in one process).
    messages = Object.create(null) as Record<string, string>;
    loaded.clear();
  }
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Sets the page's language and fetches bundles of it at once (the build's prerender, tests). */
export async function loadLocale(locale: Locale, bundles: readonly Bundle[]): Promise<void> {
  setLocale(locale);
  await Promise.all(bundles.map(loadBundle));
}
