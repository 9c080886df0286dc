import { LogOut, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { focusableIn, trapTab } from '@/lib/focus-trap';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';
import { i18n } from '@/lib/i18n';

interface MobileDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

/**
 * The navigation below 768 px: a slide-in drawer over a dimmed backdrop.
 * A click on the backdrop (anywhere outside the drawer), a link or Escape closes it.
 */
export function MobileDrawer({ isOpen, onClose, onSignOut }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement as HTMLElement | null;
    if (panelRef.current) focusableIn(panelRef.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus();
    };
  }, [isOpen, onClose]);

  if (!isOpen) return null;
  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <div
        data-testid="drawer-backdrop"
        className="absolute inset-0 bg-slate-900/50"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={i18n.t('Main menu')}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[80vw] flex-col bg-white p-4 shadow-xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="text-lg font-bold text-brand-800">Courtside</span>
          <button
            type="button"
            aria-label={i18n.t('Close menu')}
            onClick={onClose}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label={i18n.t('Mobile')} className="flex flex-1 flex-col gap-1">
          {NAV_ITEMS.map(({ to, label, drawerLabel, icon: Icon }) => (
            <NavLink key={to} to={to} onClick={onClose} className={linkClasses}>
              <Icon aria-hidden="true" className="h-5 w-5" />
              {i18n.t(drawerLabel ?? label)}
            </NavLink>
          ))}
        </nav>
        <button
          type="button"
          onClick={() => {
            onClose();
            onSignOut();
          }}
          className="flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-red-700 hover:bg-red-50"
        >
          <LogOut aria-hidden="true" className="h-5 w-5" /> {i18n.t('Sign out')}
        </button>
      </div>
    </div>
  );
}
