import { Link, useLocation } from 'react-router';
import { withoutLocale } from '@courtside/shared/i18n/locales';
import { LanguageSwitcher } from './language-switcher';

/** Entries without `to` lead nowhere in the spec, so they are text, not dead links. */
const FOOTER_COLUMNS: { title: string; entries: { label: string; to?: string }[] }[] = [
  {
    title: 'Product',
    entries: [
      { label: 'Features' },
      { label: 'Tournaments' },
      { label: 'Analytics' },
      { label: 'Mobile App' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Company',
    entries: [
      { label: 'About', to: '/about' },
      { label: 'Careers' },
      { label: 'Contact', to: '/contact' },
      { label: 'Help Center', to: '/help' },
    ],
  },
  {
    title: 'Legal',
    entries: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy' },
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
          <p className="mt-2 text-sm">Pickleball tournaments, run right and followed live.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2
              id={`footer-${column.title}`}
              className="text-sm font-semibold uppercase tracking-wide text-white"
            >
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {entry.to ? (
                    <Link to={entry.to} className="hover:text-white hover:underline">
                      {entry.label}
                    </Link>
                  ) : (
                    <span className="text-slate-400">{entry.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-4 border-t border-slate-800 px-4 py-5 text-sm">
        <p>© {copyrightYear(withoutLocale(pathname))} Courtside. All rights reserved.</p>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
