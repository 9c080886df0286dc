import { Link, NavLink, Outlet } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';

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

const topLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `hidden text-sm font-medium sm:inline ${isActive ? 'text-brand-800' : 'text-slate-700 hover:text-slate-900'}`;

/** Shared top bar and footer of the public pages. */
export default function PublicLayout() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Link to="/" className="text-xl font-bold text-brand-800">
            Courtside
          </Link>
          <nav aria-label="Site" className="ml-4 flex items-center gap-5">
            <NavLink to="/pricing" className={topLinkClasses}>
              Pricing
            </NavLink>
            <NavLink to="/about" className={topLinkClasses}>
              About
            </NavLink>
            <NavLink to="/help" className={topLinkClasses}>
              Help
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {isAuthenticated ? (
              <Link to="/app/dashboard" className={buttonClasses('primary', 'sm')}>
                Go to Dashboard
              </Link>
            ) : (
              <>
                <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                  Sign In
                </Link>
                <Link to="/register" className={buttonClasses('primary', 'sm')}>
                  Get Started
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-4 sm:px-6">
          <div>
            <p className="text-lg font-bold text-white">Courtside</p>
            <p className="mt-2 text-sm text-slate-300">
              Pickleball tournaments, run right and followed live.
            </p>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
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
                      <span>{entry.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-300">
          © 2025 Courtside. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
