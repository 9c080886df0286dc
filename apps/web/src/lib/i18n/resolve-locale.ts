import {
  bestLocale,
  isLocale,
  isLocalizedPage,
  LOCALE_COOKIE,
  localeOfPath,
  SOURCE_LOCALE,
  type Locale,
} from '@courtside/shared/i18n/locales';
import { AUTH_STORAGE_KEY } from '@/lib/auth-store';

export interface LocaleSources {
  /** The signed-in user's setting, if any. */
  userLanguage: unknown;
  /** The `lang` cookie: the switcher's choice, remembered. */
  cookie: string | null;
  /** The browser's languages, best first (its Accept-Language). */
  languages: readonly string[];
}

/**
 * A page's language (issue 29): a public page's address says it (`/de/pricing`; `/pricing` is
 * English: the server sent a visitor who chose German to `/de/pricing` already); elsewhere the
 * signed-in user's setting, else the switcher's remembered choice, else the browser's languages,
 * else English.
 */
export function resolveLocale(pathname: string, sources: LocaleSources): Locale {
  const fromPath = localeOfPath(pathname);
  if (fromPath) return fromPath;
  if (isLocalizedPage(pathname)) return SOURCE_LOCALE;
  if (isLocale(sources.userLanguage)) return sources.userLanguage;
  if (isLocale(sources.cookie)) return sources.cookie;
  return bestLocale(sources.languages) ?? SOURCE_LOCALE;
}

/** The browser's sources: localStorage's session, the cookie, navigator.languages. */
export function browserLocaleSources(): LocaleSources {
  let userLanguage: unknown;
  try {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      state?: { user?: { settings?: { preferences?: { language?: unknown } } } };
    } | null;
    userLanguage = stored?.state?.user?.settings?.preferences?.language ?? null;
  } catch {
    userLanguage = null;
  }
  const cookie =
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
      ?.slice(LOCALE_COOKIE.length + 1) ?? null;
  return { userLanguage, cookie, languages: navigator.languages ?? [navigator.language] };
}

/** Remembers a language for the next pages and the server's redirects (a year). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
