import type {
  TournamentCategory,
  TournamentFormat,
  TournamentStatus,
  TournamentType,
} from '@courtside/shared/constants';
import type { BadgeVariant } from '@/components/ui/badge';

/*
 * The labels below are English catalogue keys (marked for extraction): a screen shows one
 * translated, `i18n.t(STATUS_LABELS[status])`.
 */

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
  upcoming: /*i18n*/ 'Upcoming',
  ongoing: /*i18n*/ 'Ongoing',
  completed: /*i18n*/ 'Completed',
};

export const TYPE_LABELS: Record<TournamentType, string> = {
  singles: /*i18n*/ 'Singles',
  doubles: /*i18n*/ 'Doubles',
  mixed: /*i18n*/ 'Mixed',
};

/**
 * The type in the detail header's line beside the category (issue 26): the type "mixed" is mixed
 * doubles, so it reads "Mixed Doubles", or "Doubles" after the category Mixed ("Mixed · Doubles ·
 * Round Robin", not "Mixed · Mixed").
 */
export const typeLineLabel = (type: TournamentType, category: TournamentCategory | null) =>
  type === 'mixed'
    ? category === 'mixed'
      ? /*i18n*/ 'Doubles'
      : /*i18n*/ 'Mixed Doubles'
    : TYPE_LABELS[type];

export const CATEGORY_LABELS: Record<TournamentCategory, string> = {
  men: /*i18n*/ 'Men',
  women: /*i18n*/ 'Women',
  kids: /*i18n*/ 'Kids',
  mixed: /*i18n*/ 'Mixed',
  open: /*i18n*/ 'Open',
};

export const FORMAT_LABELS: Record<TournamentFormat, string> = {
  knockout: /*i18n*/ 'Knockout',
  'round-robin': /*i18n*/ 'Round Robin',
  swiss: /*i18n*/ 'Swiss',
  'double-elimination': /*i18n*/ 'Double Elimination',
  consolation: /*i18n*/ 'Knockout with Consolation',
};

/** Doubles and mixed tournaments are played by teams of two. */
export const isTeamType = (type: TournamentType) => type === 'doubles' || type === 'mixed';

/** Where a match is played: its tournament, and its event when it has one ("Spring Slam · Mixed 3.5"). */
export const matchPlaceLabel = (m: { tournamentName?: string; eventName?: string }) =>
  m.tournamentName && m.eventName ? `${m.tournamentName} · ${m.eventName}` : m.tournamentName;
