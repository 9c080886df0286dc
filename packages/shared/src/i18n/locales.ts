/**
 * The interface languages (spec: the Preferences tab's en, es, fr, de) and how a page's language
 * is chosen (issue 29, docs/decisions/042): the web app, the server's address redirects and the
 * mails read them from here.
 */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the source language: the texts in the code, and the spec's. */
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's own name, as its switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** The `Intl` locale dates, numbers and currencies are written in, per language. */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

/** The cookie that remembers a visitor's choice (the switcher, or a signed-in user's setting). */
export const LOCALE_COOKIE = 'lang';

/**
 * The public pages with an address per language (`/es/pricing`), prerendered in each: the
 * English page keeps its address without a prefix.
 */
export const LOCALIZED_PAGES = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/help',
  '/privacy',
  '/terms',
] as const;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language an address names by its prefix (`/de/pricing` -> de), or null. */
export function localeOfPath(pathname: string): Locale | null {
  const match = /^\/(es|fr|de)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as Locale) : null;
}

/** The address without its language prefix (`/de/pricing` -> `/pricing`, `/de` -> `/`). */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (!locale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** Whether an address (without prefix) is one of the pages with an address per language. */
export const isLocalizedPage = (pathname: string): boolean =>
  (LOCALIZED_PAGES as readonly string[]).includes(pathname);

/** A public page's address in a language: `/pricing` in de is `/de/pricing`, in en `/pricing`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = withoutLocale(pathname);
  if (locale === SOURCE_LOCALE || !isLocalizedPage(bare)) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * The best of our languages for a list of preferred language tags, best first
 * (`navigator.languages`, or an Accept-Language header read by `parseAcceptLanguage`); null
 * when none is ours.
 */
export function bestLocale(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** An Accept-Language header's tags, best first (`de-CH, en;q=0.8` -> ['de-CH', 'en']). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
