import type { UserSettings } from '@courtside/shared/api/user';
import {
  FAVORITE_SHOTS,
  PLAYING_LEVEL_LABELS,
  PLAYING_LEVELS,
  PREFERRED_HANDS,
  YEARS_PLAYING_OPTIONS,
} from '@courtside/shared/constants';
import type { SelectOption } from '@/components/ui/select-field';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Spec section 3: '2.0 - Beginner' ... '5.0 - Expert'. */
export const LEVEL_OPTIONS: SelectOption[] = PLAYING_LEVELS.map((level) => ({
  value: level.toFixed(1),
  label: `${level.toFixed(1)} - ${PLAYING_LEVEL_LABELS[level]}`,
}));

export const HAND_OPTIONS: SelectOption[] = PREFERRED_HANDS.map((hand) => ({
  value: hand,
  label: capitalize(hand),
}));

export const YEARS_OPTIONS: SelectOption[] = YEARS_PLAYING_OPTIONS.map((years) => ({
  value: years,
  label:
    years === '<1'
      ? 'Less than 1 year'
      : years === '5+'
        ? '5+ years'
        : `${years} ${years === '1' ? 'year' : 'years'}`,
}));

export const SHOT_OPTIONS: SelectOption[] = FAVORITE_SHOTS.map((shot) => ({
  value: shot,
  label: capitalize(shot),
}));

type Visibility = UserSettings['privacySettings']['profileVisibility'];

/** Spec section 2: public = Everyone, players = Players Only, friends = Friends Only, private. */
export const VISIBILITY_OPTIONS: { value: Visibility; label: string }[] = [
  { value: 'public', label: 'Everyone' },
  { value: 'players', label: 'Players Only' },
  { value: 'friends', label: 'Friends Only' },
  { value: 'private', label: 'Private' },
];

type Preferences = UserSettings['preferences'];

export const THEME_OPTIONS: { value: Preferences['theme']; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto (follow the device)' },
];

export const LANGUAGE_OPTIONS: { value: Preferences['language']; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
];

export const DATE_FORMAT_OPTIONS: { value: Preferences['dateFormat']; label: string }[] = [
  { value: 'MM/dd/yyyy', label: 'MM/dd/yyyy (12/31/2026)' },
  { value: 'dd/MM/yyyy', label: 'dd/MM/yyyy (31/12/2026)' },
  { value: 'yyyy-MM-dd', label: 'yyyy-MM-dd (2026-12-31)' },
];

export const TIME_FORMAT_OPTIONS: { value: Preferences['timeFormat']; label: string }[] = [
  { value: '12h', label: '12-hour (2:30 PM)' },
  { value: '24h', label: '24-hour (14:30)' },
];

type Game = UserSettings['gameSettings'];

export const TOURNAMENT_TYPE_OPTIONS: { value: Game['defaultTournamentType']; label: string }[] = [
  { value: 'singles', label: 'Singles' },
  { value: 'doubles', label: 'Doubles' },
  { value: 'mixed', label: 'Mixed' },
];

export const SURFACE_OPTIONS: { value: Game['preferredCourtSurface']; label: string }[] = [
  { value: 'outdoor', label: 'Outdoor' },
  { value: 'indoor', label: 'Indoor' },
  { value: 'both', label: 'Both' },
];

export const TIME_SLOT_OPTIONS: { value: Game['preferredTimeSlots'][number]; label: string }[] = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
];

export { capitalize };
