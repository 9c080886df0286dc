import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale } from '@/lib/i18n';

/** The public pages' site links, in the header from lg up and in the phone menu below. */
export const PUBLIC_NAV_LINKS = [
  { to: '/#features', label: /*i18n*/ 'Features' },
  { to: '/pricing', label: /*i18n*/ 'Pricing' },
  { to: '/about', label: /*i18n*/ 'About' },
  { to: '/help', label: /*i18n*/ 'Help' },
  { to: '/contact', label: /*i18n*/ 'Contact' },
] as const;

/** A public page's link in the page's language (`/pricing` in de is `/de/pricing`), anchor kept. */
export function localizedLink(to: string): string {
  const hashAt = to.indexOf('#');
  const path = hashAt < 0 ? to : to.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  return localizedPath(path, currentLocale()) + hash;
}
