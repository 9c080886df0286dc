import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { focusableIn, trapTab } from '@/lib/focus-trap';
import { localizedLink, PUBLIC_NAV_LINKS } from './public-nav-links';
import { i18n } from '@/lib/i18n';

const linkClasses =
  (to: string) =>
  ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-3 text-base font-medium ${
      isActive && !to.includes('#')
        ? 'bg-brand-50 text-brand-800'
        : 'text-slate-800 hover:bg-slate-100'
    }`;

/** The menu button's icon while the panel is open: it comes with the panel's code. */
export { X as CloseIcon } from 'lucide-react';

interface PublicMenuPanelProps {
  isSignedIn: boolean;
  /** The menu button: a click on it is not "outside", and it gets the focus back. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The open phone menu of the public pages (PublicMenu loads it on the first tap): a panel under
 * the header with the site links and the calls to action. Escape, a click outside or a link
 * closes it; focus moves into the panel, stays there while it is open, and returns to the button.
 */
export function PublicMenuPanel({ isSignedIn, buttonRef, onClose }: PublicMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  // A layout effect: the focus is inside the panel in the same commit that shows it, before
  // anything (a key press, a screen reader, a test) can see the panel without it.
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (panelRef.current) focusableIn(panelRef.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (panelRef.current) trapTab(event, panelRef.current);
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !button?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      button?.focus();
    };
  }, [buttonRef, onClose]);

  // Every link closes the menu: even one to the page shown, or to an anchor on it.
  return (
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
        aria-label={i18n.t('Site menu')}
        className="absolute inset-x-0 top-16 z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-xl"
      >
        <nav aria-label={i18n.t('Site menu links')}>
          <ul className="space-y-1">
            {PUBLIC_NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={localizedLink(to)} onClick={onClose} className={linkClasses(to)}>
                  {i18n.t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4">
          {isSignedIn ? (
            <Link to="/app/dashboard" onClick={onClose} className={buttonClasses('primary', 'lg')}>
              {i18n.t('Go to Dashboard')}
            </Link>
          ) : (
            <>
              <Link to="/login" onClick={onClose} className={buttonClasses('outline', 'lg')}>
                {i18n.t('Sign In')}
              </Link>
              <Link to="/register" onClick={onClose} className={buttonClasses('primary', 'lg')}>
                {i18n.t('Get Started')}
              </Link>
            </>
          )}
        </div>
      </div>
    </>
  );
}
