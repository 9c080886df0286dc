import { LayoutDashboard, Swords, Trophy, User, Users, type LucideIcon } from 'lucide-react';

/** The labels are English catalogue keys: the shell shows them with `i18n.t(label)`. */
export interface NavItem {
  to: string;
  label: string;
  /** The drawer's label, where it differs (spec: Profile Settings). */
  drawerLabel?: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/app/dashboard', label: /*i18n*/ 'Dashboard', icon: LayoutDashboard },
  { to: '/app/tournaments', label: /*i18n*/ 'Tournaments', icon: Trophy },
  { to: '/app/matches', label: /*i18n*/ 'Matches', icon: Swords },
  { to: '/app/players', label: /*i18n*/ 'Players', icon: Users },
  {
    to: '/app/profile',
    label: /*i18n*/ 'Profile',
    drawerLabel: /*i18n*/ 'Profile Settings',
    icon: User,
  },
];
