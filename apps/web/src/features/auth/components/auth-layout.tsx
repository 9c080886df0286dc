import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale, i18n } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The browser tab's title, when it differs from the heading ("Sign In" for "Welcome Back"). */
  pageTitle?: string;
}

/** The frame of the account screens: brand, a card with the title, links below. */
export function AuthLayout({ title, subtitle, children, footer, pageTitle }: AuthLayoutProps) {
  useDocumentTitle(pageTitle ?? title);
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8 sm:justify-center">
      <header className="mb-6">
        <Link
          to={localizedPath('/', currentLocale())}
          className="text-2xl font-bold text-brand-800"
        >
          Courtside
        </Link>
      </header>
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
      <footer className="mt-6 flex flex-col items-center gap-4 text-center text-sm text-slate-700">
        {footer && <div>{footer}</div>}
        <Link to={localizedPath('/', currentLocale())} className="underline hover:text-slate-900">
          {i18n.t('Back to home')}
        </Link>
      </footer>
    </div>
  );
}
