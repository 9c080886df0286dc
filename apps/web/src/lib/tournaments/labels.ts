import type {
  TournamentCategory,
  TournamentFormat,
  TournamentStatus,
  TournamentType,
} from '@courtside/shared/constants';
import type { BadgeVariant } from '@/components/ui/badge';

/** Spec section 4: upcoming info, ongoing warning, completed success. */
export const STATUS_BADGE: Record<TournamentStatus, BadgeVariant> = {
  upcoming: 'info',
  ongoing: 'warning',
  completed: 'success',
};

/** A missing status reads as upcoming (spec section 3). */
export const statusOf = (status: TournamentStatus | null | undefined): TournamentStatus =>
  status ?? 'upcoming';

export const STATUS_LABELS: Record<TournamentStatus, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
};

export const TYPE_LABELS: Record<TournamentType, string> = {
  singles: 'Singles',
  doubles: 'Doubles',
  mixed: 'Mixed',
};

/**
 * The type in the detail header's line beside the category (issue 26): the type "mixed" is mixed
 * doubles, so it reads "Mixed Doubles", or "Doubles" after the category Mixed ("Mixed · Doubles ·
 * Round Robin", not "Mixed · Mixed").
 */
export const typeLineLabel = (type: TournamentType, category: TournamentCategory | null) =>
  type === 'mixed' ? (category === 'mixed' ? 'Doubles' : 'Mixed Doubles') : TYPE_LABELS[type];

export const CATEGORY_LABELS: Record<TournamentCategory, string> = {
  men: 'Men',
  women: 'Women',
  kids: 'Kids',
  mixed: 'Mixed',
  open: 'Open',
};

export const FORMAT_LABELS: Record<TournamentFormat, string> = {
  knockout: 'Knockout',
  'round-robin': 'Round Robin',
  swiss: 'Swiss',
  'double-elimination': 'Double Elimination',
  consolation: 'Knockout with Consolation',
};

/** Doubles and mixed tournaments are played by teams of two. */
export const isTeamType = (type: TournamentType) => type === 'doubles' || type === 'mixed';

/** Where a match is played: its tournament, and its event when it has one ("Spring Slam · Mixed 3.5"). */
export const matchPlaceLabel = (m: { tournamentName?: string; eventName?: string }) =>
  m.tournamentName && m.eventName ? `${m.tournamentName} · ${m.eventName}` : m.tournamentName;
