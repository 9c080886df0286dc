import { ChevronDown, LogOut, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@courtside/shared/api/user';
import { Avatar } from '@/components/ui/avatar';
import { i18n } from '@/lib/i18n';

interface UserMenuProps {
  user: PublicUser;
  onSignOut: () => void;
}

/** The header's user menu: Profile and Sign out. Escape and outside clicks close it. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  /** Arrow keys move between the items. */
  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Avatar name={user.name} src={user.profileImage} size="sm" isDecorative />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 sm:inline">
          {user.name}
        </span>
        <span className="sr-only sm:hidden">{user.name}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500" />
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          role="menu"
          aria-label={i18n.t('User menu')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-30 mt-2 w-56 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
          <Link
            role="menuitem"
            to="/app/profile"
            onClick={() => setIsOpen(false)}
            className="flex items-center gap-2 px-4 py-2 text-sm text-slate-800 hover:bg-slate-50 focus:bg-slate-100 focus:outline-none"
          >
            <User aria-hidden="true" className="h-4 w-4" /> {i18n.t('Profile')}
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setIsOpen(false);
              onSignOut();
            }}
            className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-red-700 hover:bg-red-50 focus:bg-red-50 focus:outline-none"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" /> {i18n.t('Sign out')}
          </button>
        </div>
      )}
    </div>
  );
}
