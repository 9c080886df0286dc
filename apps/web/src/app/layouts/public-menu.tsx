import { Loader2, Menu } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { lazyModule, useLazyModule, type LazyModule } from '@/lib/lazy-module';
import type * as PanelModule from './public-menu-panel';
import { i18n } from '@/lib/i18n';

// The open menu (its panel, close icon, Escape, Tab and focus handling) is its own chunk,
// fetched as the button is first pressed: up front the public pages load only the button
// (docs/decisions/013).
const menuPanel = lazyModule(() => import('./public-menu-panel'));

/**
 * The public pages' menu below 1024 px, where the header has no room for the site links: a
 * button opening PublicMenuPanel under the header. Until the panel's code is here the button
 * spins in place (a second press cancels); then the panel opens with the focus in it. A press
 * replayed after hydration (ReplayEarlyClicks) goes the same way. `panel` is for tests.
 */
export function PublicMenu({
  isSignedIn,
  panel: panelModule = menuPanel,
}: {
  isSignedIn: boolean;
  panel?: LazyModule<typeof PanelModule>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [panel, loadPanel] = useLazyModule(panelModule);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  const isLoading = isOpen && !panel;
  const Icon = isLoading ? Loader2 : isOpen && panel ? panel.CloseIcon : Menu;

  const toggle = () => {
    setHasFailed(false);
    setIsOpen(!isOpen);
    if (isOpen || panel) return;
    loadPanel().catch(() => {
      setIsOpen(false);
      setHasFailed(true);
    });
  };

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={isOpen && panel ? i18n.t('Close menu') : i18n.t('Open menu')}
        aria-expanded={isOpen && !!panel}
        aria-controls="public-menu"
        aria-busy={isLoading || undefined}
        // A finger presses well before its click ends: start fetching then.
        onPointerDown={() => void loadPanel().catch(() => {})}
        onClick={toggle}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Icon aria-hidden="true" className={`h-6 w-6 ${isLoading ? 'animate-spin' : ''}`} />
      </button>
      {isOpen && panel && (
        <panel.PublicMenuPanel isSignedIn={isSignedIn} buttonRef={buttonRef} onClose={close} />
      )}
      {hasFailed && (
        <p
          role="alert"
          className="absolute inset-x-0 top-16 z-40 border-b border-red-200 bg-red-50 p-4 text-sm text-red-800 shadow-xl"
        >
          {i18n.t("The menu couldn't load. Check your connection and try again.")}
        </p>
      )}
    </div>
  );
}
