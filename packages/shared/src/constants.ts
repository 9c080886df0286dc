/** Business constants of spec section 9. One place; both apps import them. */

export const API_TIMEOUT_MS = 10_000;
export const VALIDATION_DEBOUNCE_MS = 300;
export const CLIENT_VERSION = '1.0.0';

export const TOAST_DURATION_MS = 4_000;
export const TOAST_MAX_VISIBLE = 20;
export const MOBILE_BREAKPOINT_PX = 768;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PROFILE_PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

export const RULES_PREVIEW_LENGTH = 200;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Token lifetimes (server behaviour; the spec leaves them to us, issue 2 sets them). */
export const VERIFY_EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const USER_ROLES = ['player', 'organizer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const AVATAR_COLORS = [
  'bg-red-500',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-emerald-500',
  'bg-teal-500',
  'bg-sky-500',
  'bg-indigo-500',
  'bg-violet-500',
  'bg-pink-500',
] as const;

export const COMMON_PASSWORDS = [
  'password',
  'password123',
  '123456',
  'qwerty',
  'abc123',
  'admin',
  'letmein',
  'welcome',
  'monkey',
  '123456789',
] as const;

/** Tournaments (spec sections 3 and 9, "Tournament creation"). */
/** The spec's men, women and kids, plus mixed and open (the Events issue, decision 034). */
export const TOURNAMENT_CATEGORIES = ['men', 'women', 'kids', 'mixed', 'open'] as const;
export type TournamentCategory = (typeof TOURNAMENT_CATEGORIES)[number];
export const TOURNAMENT_TYPES = ['singles', 'doubles', 'mixed'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];
/**
 * The formats of spec section 3, and USA Pickleball rule 12.C's double elimination and single
 * elimination with consolation (issue 27, decision 023).
 */
export const TOURNAMENT_FORMATS = [
  'knockout',
  'round-robin',
  'swiss',
  'double-elimination',
  'consolation',
] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
export const TOURNAMENT_STATUSES = ['upcoming', 'ongoing', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const MIN_PARTICIPANTS = 4;
export const MAX_PARTICIPANTS = 128;
/** The edit form allows fewer (spec section 5, "Edit tournament"). */
export const EDIT_MIN_PARTICIPANTS = 2;

export const TOURNAMENT_DEFAULTS = {
  maxParticipants: 16,
  entryFee: 0,
  prizePool: 0,
  numGroups: 1,
  advanceCount: 1,
  category: 'men',
  type: 'singles',
  format: 'knockout',
  scoringFormat: 'best-of-3-to-11',
  scoringSystem: 'rally',
  hasBronzeMatch: true,
  grandFinalReset: true,
  courtCount: 4,
  restMinutes: 15,
  scoreConfirmation: false,
  confirmationMinutes: null,
} as const satisfies {
  maxParticipants: number;
  entryFee: number;
  prizePool: number;
  numGroups: number;
  advanceCount: number;
  category: TournamentCategory;
  type: TournamentType;
  format: TournamentFormat;
  scoringFormat: string;
  scoringSystem: 'rally' | 'side-out';
  hasBronzeMatch: boolean;
  grandFinalReset: boolean;
  courtCount: number;
  restMinutes: number;
  scoreConfirmation: boolean;
  confirmationMinutes: number | null;
};

/** Courts a tournament can schedule on, and the rest between an entrant's matches. */
export const COURT_COUNT_MAX = 32;
export const REST_MINUTES_MAX = 240;
/** The longest an organizer lets a player's own score wait before it confirms itself (a week). */
export const CONFIRMATION_MINUTES_MAX = 10_080;

/** The edit form's default format when a tournament has none (spec section 9). */
export const EDIT_DEFAULT_FORMAT: TournamentFormat = 'round-robin';

/** The only markup tournament rules may carry, on the server and in the browser. */
export const RULES_ALLOWED_TAGS = ['h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'p', 'br'] as const;
export const RULES_MAX_LENGTH = 20_000;
/** Tournament dates outside these years are refused (422), never stored or rolled over. */
export const TOURNAMENT_YEAR_MIN = 2000;
export const TOURNAMENT_YEAR_MAX = 2100;

/** Rules the edit form pre-fills when a tournament has none (spec section 9). */
export const DEFAULT_RULES_HTML =
  '<h2>Tournament Rules</h2>' +
  '<p>Please arrive <strong>15 minutes early</strong> to check in.</p>' +
  '<p>There is a <strong>10-minute grace period</strong>; after it the match is forfeited.</p>' +
  '<p>Games are played to <strong>11 points, win by 2</strong>.</p>' +
  '<p>Matches are <strong>best of 3</strong> games.</p>' +
  '<p><strong>Rally scoring</strong> is used in every game.</p>';

export const TOURNAMENT_PAGE_SIZE = 12;
export const TOURNAMENT_PAGE_SIZE_MAX = 100;
/** Letters of the group preview: A, B, C... */
export const GROUP_LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** An organizer's invitation to a new player: the set-password link lasts a week. */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Competition engine (ARCHITECTURE.md section 6; packages/shared/src/domain/competition).
 * Game points above this are refused as typos: the spec's score form stops at 21, but a
 * win-by-2 game can run past its target (23-21), so the engine allows a margin.
 */
export const GAME_POINTS_MAX = 99;
/**
 * Knockout brackets hold 2 to 256 entrants: a tournament has at most 128
 * participants (spec section 9), events and double elimination need 256.
 */
export const KNOCKOUT_MIN_ENTRANTS = 2;
export const KNOCKOUT_MAX_ENTRANTS = 256;
/** Double elimination and consolation need a second bracket: at least 3 entrants. */
export const DOUBLE_ELIMINATION_MIN_ENTRANTS = 3;
/** Ratings: the DUPR-like playing-level scale (spec section 3, levels 2.0 to 5.0 and up). */
export const RATING_MIN = 2.0;
export const RATING_MAX = 8.0;
/** An unrated player starts at the profile form's default playing level (spec section 3). */
export const RATING_DEFAULT = 3.5;
/** Logistic scale of expected point share: a gap of this size expects 10:1 (91%), 1.0 expects 76%. */
export const RATING_ELO_SCALE = 2.0;
/** Step size (rating points per unit of surprise) once established, and while provisional. */
export const RATING_K = 0.2;
export const RATING_K_PROVISIONAL = 0.6;
/** A player with fewer rated matches than this is provisional. */
export const RATING_PROVISIONAL_MATCHES = 10;
/** The winner's result counts as at least this share of points (a win is never a loss). */
export const RATING_WIN_MIN_ACTUAL = 0.55;
export const RATING_DECIMALS = 3;

/**
 * Profile (spec section 3, "User"): the form's options and defaults. The playing level is the
 * rating a player declares before their first rated match; afterwards matches set it.
 */
export const PLAYING_LEVELS = [2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0] as const;
export const PLAYING_LEVEL_LABELS: Record<(typeof PLAYING_LEVELS)[number], string> = {
  2: 'Beginner',
  2.5: 'Novice',
  3: 'Intermediate',
  3.5: 'Intermediate+',
  4: 'Advanced',
  4.5: 'Advanced+',
  5: 'Expert',
};
export const PREFERRED_HANDS = ['right', 'left', 'ambidextrous'] as const;
export const YEARS_PLAYING_OPTIONS = ['<1', '1', '2', '3', '4', '5+'] as const;
export const FAVORITE_SHOTS = ['dink', 'drive', 'lob', 'drop', 'smash', 'serve'] as const;
export const PROFILE_FORM_DEFAULTS = {
  rating: 3.5,
  preferredHand: 'right',
  yearsPlaying: '2',
  favoriteShot: 'dink',
} as const;
export const LOCATION_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 500;
/** Uploaded pictures are stored as square WebP images of this size. */
export const PROFILE_IMAGE_SIZE_PX = 512;
/** Decoding refuses images above this many pixels (a 48 MP phone photo fits; a pixel flood does not). */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

/**
 * Ranking (spec section 9): the level bands of the Players filter (beginner below 3.5,
 * intermediate 3.5 to under 4.0, advanced 4.0 to under 4.5, expert 4.5 and up) and the sorts.
 */
export const PLAYER_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];
export const PLAYER_LEVEL_BANDS: Record<PlayerLevel, { min: number | null; max: number | null }> = {
  beginner: { min: null, max: 3.5 },
  intermediate: { min: 3.5, max: 4.0 },
  advanced: { min: 4.0, max: 4.5 },
  expert: { min: 4.5, max: null },
};
export const PLAYER_SORTS = ['rating', 'wins', 'winRate', 'gamesPlayed', 'name'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const PLAYER_PAGE_SIZE = 20;
export const PLAYER_PAGE_SIZE_MAX = 100;
/** Matches of the Player Details dialog and the last-5 form. */
export const RECENT_MATCHES = 5;
/** The rating chart's points: the latest ones when a player has more. */
export const RATING_HISTORY_MAX = 200;
/** The dashboard's win-rate trend compares the last this-many days with the time before. */
export const TREND_DAYS = 30;

/** Two-factor sign-in (RFC 6238): 30-second steps, 6 digits, one step of clock drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The second sign-in step must follow the password within this time. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * Wrong two-factor codes an account may send per window, counted together on every route that
 * checks one (sign-in, disable, recovery codes, deletion); then none is checked until the
 * window ends (decision 011).
 */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const TWO_FACTOR_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Courtside';

/** The name the data export is downloaded under, and shown as deleted accounts' name. */
export const PRODUCT_NAME = 'Courtside';
export const DELETED_PLAYER_NAME = 'Deleted player';

/** The desk highlights a match whose planned start passed this many minutes ago and is not on court (issue 27). */
export const DESK_LATE_AFTER_MINUTES = 10;
/** The desk lists at most this many matches waiting to be called. */
export const DESK_QUEUE_LIMIT = 20;
