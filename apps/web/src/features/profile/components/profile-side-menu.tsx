import {
  BarChart3,
  Bell,
  Gamepad2,
  KeyRound,
  Palette,
  Shield,
  User,
  type LucideIcon,
} from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { PROFILE_TABS, type ProfileTabId } from '../lib/profile-tabs';
import { i18n } from '@/lib/i18n';

const ICONS: Record<ProfileTabId, LucideIcon> = {
  profile: User,
  statistics: BarChart3,
  notifications: Bell,
  privacy: Shield,
  preferences: Palette,
  'game-settings': Gamepad2,
  account: KeyRound,
};

export const tabId = (id: ProfileTabId) => `profile-tab-${id}`;
export const PANEL_ID = 'profile-tab-panel';

interface ProfileSideMenuProps {
  value: ProfileTabId;
  onChange: (id: ProfileTabId) => void;
}

/**
 * The seven tabs (spec section 2): a side menu on a wide screen, a row that scrolls sideways
 * on a phone. WAI-ARIA tabs: one tab stop, arrow keys, Home and End.
 */
export function ProfileSideMenu({ value, onChange }: ProfileSideMenuProps) {
  const refs = useRef(new Map<ProfileTabId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = PROFILE_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = PROFILE_TABS[(target + PROFILE_TABS.length) % PROFILE_TABS.length]!;
    onChange(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={i18n.t('Profile and settings')}
      aria-orientation="vertical"
      className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0"
    >
      {PROFILE_TABS.map((tab, index) => {
        const isSelected = tab.id === value;
        const Icon = ICONS[tab.id];
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={isSelected}
            aria-controls={isSelected ? PANEL_ID : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex shrink-0 items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 md:w-full ${
              isSelected
                ? 'bg-brand-50 text-brand-800'
                : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
            }`}
          >
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
            {i18n.t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
