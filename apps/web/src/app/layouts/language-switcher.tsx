import { useId } from 'react';
import { useLocation } from 'react-router';
import {
  LOCALE_NAMES,
  LOCALES,
  isLocale,
  localizedPath,
  type Locale,
} from '@courtside/shared/i18n/locales';
import { currentLocale, i18n } from '@/lib/i18n';
import { rememberLocale } from '@/lib/i18n/resolve-locale';

/**
 * The public pages' language switcher (issue 29), in the header and the footer: each language
 * by its own name. Choosing one remembers it (the `lang` cookie, which the server's redirects
 * read too) and loads the page again in it: a public page at its address in that language
 * (`/de/pricing`), any other page where it is.
 */
export function LanguageSwitcher({
  className = 'inline-flex items-center',
}: {
  /** Its display: the header shows it from md up only. */
  className?: string;
}) {
  const id = useId();
  const { pathname, search, hash } = useLocation();
  const choose = (locale: Locale) => {
    rememberLocale(locale);
    window.location.assign(`${localizedPath(pathname, locale)}${search}${hash}`);
  };
  return (
    <span className={className}>
      <label htmlFor={id} className="sr-only">
        {i18n.t('Language')}
      </label>
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-700"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
