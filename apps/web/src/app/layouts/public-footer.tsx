import { withoutLocale } from '@courtside/shared/i18n/locales';
import { Link, useLocation } from 'react-router';
import { i18n } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { localizedLink } from './public-nav-links';

/** Entries without `to` lead nowhere in the spec, so they are text, not dead links. */
const FOOTER_COLUMNS: { title: string; entries: { label: string; to?: string }[] }[] = [
  {
    title: /*i18n*/ 'Product',
    entries: [
      { label: /*i18n*/ 'Features' },
      { label: /*i18n*/ 'Tournaments' },
      { label: /*i18n*/ 'Analytics' },
      { label: /*i18n*/ 'Mobile App' },
      { label: /*i18n*/ 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: /*i18n*/ 'Company',
    entries: [
      { label: /*i18n*/ 'About', to: '/about' },
      { label: /*i18n*/ 'Careers' },
      { label: /*i18n*/ 'Contact', to: '/contact' },
      { label: /*i18n*/ 'Help Center', to: '/help' },
    ],
  },
  {
    title: /*i18n*/ 'Legal',
    entries: [
      { label: /*i18n*/ 'Privacy Policy', to: '/privacy' },
      { label: /*i18n*/ 'Terms of Service', to: '/terms' },
      { label: /*i18n*/ 'Cookie Policy' },
    ],
  },
];

/** The spec dates the pricing page's copyright 2024 and every other page's 2025. */
const copyrightYear = (pathname: string) => (pathname === '/pricing' ? 2024 : 2025);

/** The footer of the public pages: Product, Company and Legal columns and the copyright line. */
export function PublicFooter() {
  const { pathname } = useLocation();
  return (
    <footer className="bg-slate-900 text-slate-300 [content-visibility:auto] [contain-intrinsic-size:auto_800px]">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold text-white">Courtside</p>
          <p className="mt-2 text-sm">
            {i18n.t('Pickleball tournaments, run right and followed live.')}
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2
              id={`footer-${column.title}`}
              className="text-sm font-semibold uppercase tracking-wide text-white"
            >
              {i18n.t(column.title)}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {entry.to ? (
                    <Link to={localizedLink(entry.to)} className="hover:text-white hover:underline">
                      {i18n.t(entry.label)}
                    </Link>
                  ) : (
                    <span className="text-slate-400">{i18n.t(entry.label)}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-4 border-t border-slate-800 px-4 py-5 text-sm">
        <p>
          {i18n.t('© {year} Courtside. All rights reserved.', {
            year: String(copyrightYear(withoutLocale(pathname))),
          })}
        </p>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
