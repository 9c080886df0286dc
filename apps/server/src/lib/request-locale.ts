import {
  LOCALE_COOKIE,
  SOURCE_LOCALE,
  bestLocale,
  isLocale,
  parseAcceptLanguage,
  type Locale,
} from '@courtside/shared/i18n/locales';

/** One cookie's value from a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw.replace(/^"|"$/g, ''));
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The language a visitor's request asks for (issue 29): the one they chose in the switcher
 * (the `lang` cookie) when it is one of ours, else the best of their browser's Accept-Language,
 * else English.
 */
export function requestLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  const chosen = cookieValue(headers.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return bestLocale(parseAcceptLanguage(headers['accept-language'])) ?? SOURCE_LOCALE;
}
