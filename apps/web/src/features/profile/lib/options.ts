import type { UserSettings } from '@courtside/shared/api/user';
import {
  FAVORITE_SHOTS,
  PLAYING_LEVEL_LABELS,
  PLAYING_LEVELS,
  PREFERRED_HANDS,
  YEARS_PLAYING_OPTIONS,
} from '@courtside/shared/constants';
import type { SelectOption } from '@/components/ui/select-field';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The options' labels are marked `/*i18n*\/` for extraction (module code runs before the
 * catalogue arrives); `translated` gives them in the page's language, called at render.
 */
export const translated = <T extends { label: string }>(options: readonly T[]): T[] =>
  options.map((option) => ({ ...option, label: i18n.t(option.label) }));

/** The shared PLAYING_LEVEL_LABELS, marked here for this area's catalogue. */
const LEVEL_NAMES: Record<(typeof PLAYING_LEVELS)[number], string> = {
  2: /*i18n*/ 'Beginner',
  2.5: /*i18n*/ 'Novice',
  3: /*i18n*/ 'Intermediate',
  3.5: /*i18n*/ 'Intermediate+',
  4: /*i18n*/ 'Advanced',
  4.5: /*i18n*/ 'Advanced+',
  5: /*i18n*/ 'Expert',
};

/** Spec section 3: '2.0 - Beginner' ... '5.0 - Expert' (call at render). */
export const levelOptions = (): SelectOption[] =>
  PLAYING_LEVELS.map((level) => ({
    value: level.toFixed(1),
    label: i18n.t('{level} - {name}', {
      level: formatNumber(level, { minDecimals: 1, maxDecimals: 1 }),
      name: i18n.t(LEVEL_NAMES[level] ?? PLAYING_LEVEL_LABELS[level]),
    }),
  }));

const HAND_LABELS: Record<(typeof PREFERRED_HANDS)[number], string> = {
  right: /*i18n*/ 'Right',
  left: /*i18n*/ 'Left',
  ambidextrous: /*i18n*/ 'Ambidextrous',
};

export const handOptions = (): SelectOption[] =>
  PREFERRED_HANDS.map((hand) => ({ value: hand, label: i18n.t(HAND_LABELS[hand]) }));

export const yearsOptions = (): SelectOption[] =>
  YEARS_PLAYING_OPTIONS.map((years) => ({
    value: years,
    label:
      years === '<1'
        ? i18n.t('Less than 1 year')
        : years === '5+'
          ? i18n.t('5+ years')
          : i18n.t('{count, plural, one {# year} other {# years}}', { count: Number(years) }),
  }));

const SHOT_LABELS: Record<(typeof FAVORITE_SHOTS)[number], string> = {
  dink: /*i18n*/ 'Dink',
  drive: /*i18n*/ 'Drive',
  lob: /*i18n*/ 'Lob',
  drop: /*i18n*/ 'Drop',
  smash: /*i18n*/ 'Smash',
  serve: /*i18n*/ 'Serve',
};

export const shotOptions = (): SelectOption[] =>
  FAVORITE_SHOTS.map((shot) => ({ value: shot, label: i18n.t(SHOT_LABELS[shot]) }));

type Visibility = UserSettings['privacySettings']['profileVisibility'];

/** Spec section 2: public = Everyone, players = Players Only, friends = Friends Only, private. */
export const VISIBILITY_OPTIONS: { value: Visibility; label: string }[] = [
  { value: 'public', label: /*i18n*/ 'Everyone' },
  { value: 'players', label: /*i18n*/ 'Players Only' },
  { value: 'friends', label: /*i18n*/ 'Friends Only' },
  { value: 'private', label: /*i18n*/ 'Private' },
];

type Preferences = UserSettings['preferences'];

export const THEME_OPTIONS: { value: Preferences['theme']; label: string }[] = [
  { value: 'light', label: /*i18n*/ 'Light' },
  { value: 'dark', label: /*i18n*/ 'Dark' },
  { value: 'auto', label: /*i18n*/ 'Auto (follow the device)' },
];

/** Each language in its own name (LOCALE_NAMES): never translated. */
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
  { value: '12h', label: /*i18n*/ '12-hour (2:30 PM)' },
  { value: '24h', label: /*i18n*/ '24-hour (14:30)' },
];

type Game = UserSettings['gameSettings'];

export const TOURNAMENT_TYPE_OPTIONS: { value: Game['defaultTournamentType']; label: string }[] = [
  { value: 'singles', label: /*i18n*/ 'Singles' },
  { value: 'doubles', label: /*i18n*/ 'Doubles' },
  { value: 'mixed', label: /*i18n*/ 'Mixed' },
];

export const SURFACE_OPTIONS: { value: Game['preferredCourtSurface']; label: string }[] = [
  { value: 'outdoor', label: /*i18n*/ 'Outdoor' },
  { value: 'indoor', label: /*i18n*/ 'Indoor' },
  { value: 'both', label: /*i18n*/ 'Both' },
];

export const TIME_SLOT_OPTIONS: { value: Game['preferredTimeSlots'][number]; label: string }[] = [
  { value: 'morning', label: /*i18n*/ 'Morning' },
  { value: 'afternoon', label: /*i18n*/ 'Afternoon' },
  { value: 'evening', label: /*i18n*/ 'Evening' },
];

export { capitalize };
