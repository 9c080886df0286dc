import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { focusableIn, trapTab } from '@/lib/focus-trap';
import { PUBLIC_NAV_LINKS } from './public-nav-links';

const linkClasses =
  (to: string) =>
  ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-3 text-base font-medium ${
      isActive && !to.includes('#')
        ? 'bg-brand-50 text-brand-800'
        : 'text-slate-800 hover:bg-slate-100'
    }`;

/**
 * The public pages' menu below 1024 px, where the header has no room for the
 * site links: a button opening a panel under the header with the links and
 * the calls to action. Escape, a click outside or a link closes it; focus
 * moves into the panel, stays there while it is open, and returns to the button.
 */
export function PublicMenu({ isSignedIn }: { isSignedIn: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Every link closes the menu: even one to the page shown, or to an anchor on it.
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => {
    if (!isOpen) return;
    const button = buttonRef.current;
    if (panelRef.current) focusableIn(panelRef.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
      if (panelRef.current) trapTab(event, panelRef.current);
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !button?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      button?.focus();
    };
  }, [isOpen]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={isOpen}
        aria-controls="public-menu"
        onClick={() => setIsOpen((open) => !open)}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {isOpen ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <Menu aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
      {isOpen && (
        <>
          {/* Absolute, not fixed: the header's backdrop blur makes it the box fixed children use. */}
          <div
            data-testid="public-menu-backdrop"
            aria-hidden="true"
            className="absolute inset-x-0 top-16 z-30 h-screen bg-slate-900/40"
          />
          <div
            ref={panelRef}
            id="public-menu"
            role="dialog"
            aria-modal="true"
            aria-label="Site menu"
            className="absolute inset-x-0 top-16 z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-xl"
          >
            <nav aria-label="Site menu links">
              <ul className="space-y-1">
                {PUBLIC_NAV_LINKS.map(({ to, label }) => (
                  <li key={to}>
                    <NavLink to={to} onClick={close} className={linkClasses(to)}>
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4">
              {isSignedIn ? (
                <Link
                  to="/app/dashboard"
                  onClick={close}
                  className={buttonClasses('primary', 'lg')}
                >
                  Go to Dashboard
                </Link>
              ) : (
                <>
                  <Link to="/login" onClick={close} className={buttonClasses('outline', 'lg')}>
                    Sign In
                  </Link>
                  <Link to="/register" onClick={close} className={buttonClasses('primary', 'lg')}>
                    Get Started
                  </Link>
                </>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
