import { LayoutDashboard, Swords, Trophy, User, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  /** The drawer's label, where it differs (spec: Profile Settings). */
  drawerLabel?: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/app/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/app/tournaments', label: 'Tournaments', icon: Trophy },
  { to: '/app/matches', label: 'Matches', icon: Swords },
  { to: '/app/players', label: 'Players', icon: Users },
  { to: '/app/profile', label: 'Profile', drawerLabel: 'Profile Settings', icon: User },
];
