import { CalendarClock, Trophy, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import type { PlayerStats } from '@courtside/shared/api/player';
import type { TournamentTotals } from '@courtside/shared/api/tournament';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** The calls the figures come from. */
export type StatSource = 'tournaments' | 'myTournaments' | 'myMatches' | 'myStats';

/** What the server has answered so far (undefined while loading or after a failure). */
export interface StatFigures {
  tournaments: TournamentTotals | undefined;
  /** Tournaments the signed-in user holds a place in (GET /api/tournaments?mine=true). */
  myTournaments: number | undefined;
  /** Tournaments whose desk the user works (GET /api/check-in/mine, decision 025). */
  deskTournaments?: number;
  /** Scheduled matches the signed-in user plays in or keeps (GET /api/matches?mine=true, decision 026). */
  myScheduledMatches: number | undefined;
  /** The signed-in user's own figures (GET /api/players/{id}/stats). */
  myStats: PlayerStats | undefined;
}

/** A line under a figure: what it is made of, or why there is none. */
interface Note {
  text: string;
  tone: 'up' | 'down' | 'neutral';
}

interface Stat {
  label: string;
  source: StatSource;
  /** The figure; null when there is nothing to compute it from (never a made-up 0). */
  value: (figures: StatFigures) => string | null | undefined;
  note?: (figures: StatFigures) => Note | undefined;
  icon: LucideIcon;
}

/**
 * The win rate's note: its trend over the last TREND_DAYS days against the time before (only
 * when the server could compute one), else the games it is made of.
 */
function winRateNote({ myStats }: StatFigures): Note | undefined {
  if (!myStats) return undefined;
  if (myStats.gamesPlayed === 0) return { text: i18n.t('No matches played yet'), tone: 'neutral' };
  const { trend, days } = myStats.lastDays;
  const count = myStats.gamesPlayed;
  if (trend === null) {
    return {
      text: i18n.t('{count, plural, one {# game played} other {# games played}}', { count }),
      tone: 'neutral',
    };
  }
  const sign = trend > 0 ? '+' : trend < 0 ? '−' : '±';
  return {
    text: i18n.t(
      '{trend}% in the last {days, plural, one {# day} other {# days}} · {count, plural, one {# game} other {# games}}',
      { trend: `${sign}${formatNumber(Math.abs(trend))}`, days, count },
    ),
    tone: trend > 0 ? 'up' : trend < 0 ? 'down' : 'neutral',
  };
}

/**
 * Spec section 2 fixes the win rate at 75 and the trends at 12, 8, 15 and 5 per cent; issue 12
 * asks for the user's own figures instead. Total Tournaments (the spec's title) counts the
 * tournaments the user plays in (the desk's apart), players are counted site-wide by the server, upcoming matches
 * are the user's own, and the win rate (with its trend, when there is one) is computed from the
 * user's completed matches. No card shows a trend the server did not compute.
 */
const STATS: Stat[] = [
  {
    label: /*i18n*/ 'Total Tournaments',
    source: 'myTournaments',
    value: (f) => f.myTournaments?.toString(),
    // Desk staff are told apart what the figure leaves out (issue 27's walkthrough: "0" beside
    // the desk card listing theirs).
    note: (f) =>
      f.myTournaments !== undefined
        ? {
            text: f.deskTournaments
              ? i18n.t('Tournaments you play in; desk staff at {count}', {
                  count: f.deskTournaments,
                })
              : i18n.t('Tournaments you play in'),
            tone: 'neutral',
          }
        : undefined,
    icon: Trophy,
  },
  {
    label: /*i18n*/ 'Upcoming Matches',
    source: 'myMatches',
    value: (f) => f.myScheduledMatches?.toString(),
    note: (f) =>
      f.myScheduledMatches !== undefined
        ? { text: i18n.t('Matches you play or keep'), tone: 'neutral' }
        : undefined,
    icon: CalendarClock,
  },
  {
    label: /*i18n*/ 'Total Players',
    source: 'tournaments',
    value: (f) => f.tournaments && String(f.tournaments.totalPlayers),
    icon: Users,
  },
  {
    label: /*i18n*/ 'Win Rate',
    source: 'myStats',
    // Spec section 9 makes it 0 without a match; shown as none rather than as a real 0%.
    value: ({ myStats }) =>
      myStats &&
      (myStats.gamesPlayed > 0 ? i18n.t('{rate}%', { rate: formatNumber(myStats.winRate) }) : null),
    note: winRateNote,
    icon: TrendingUp,
  },
];

const NOTE_TONES: Record<Note['tone'], string> = {
  up: 'text-green-700',
  down: 'text-red-700',
  neutral: 'text-slate-600',
};

interface StatCardsProps {
  figures: StatFigures;
  /** Per source: the figures failed to load (and none were loaded before). */
  unavailable: Record<StatSource, boolean>;
}

interface FigureCardProps {
  label: string;
  icon: LucideIcon;
  /** The figure; null when there is none, undefined while loading or unavailable. */
  shown: string | null | undefined;
  isLoading: boolean;
  note?: Note;
}

/** One figure of a dashboard strip: a skeleton while it loads, a dash when there is none. */
export function FigureCard({ label, icon: Icon, shown, isLoading, note }: FigureCardProps) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium text-slate-600">{label}</p>
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      </div>
      {typeof shown === 'string' ? (
        <p className="mt-2 text-2xl font-bold text-slate-900">{shown}</p>
      ) : isLoading ? (
        <div className="mt-2 flex h-8 items-center">
          <Skeleton className="h-7 w-14" />
          <span className="sr-only">{i18n.t('Loading')}</span>
        </div>
      ) : (
        <p className="mt-2 text-2xl font-bold text-slate-400">
          <span aria-hidden="true">—</span>
          <span className="sr-only">
            {shown === null ? i18n.t('None yet') : i18n.t('Unavailable')}
          </span>
        </p>
      )}
      {note && <p className={`mt-1 text-xs font-medium ${NOTE_TONES[note.tone]}`}>{note.text}</p>}
    </Card>
  );
}

/** The four stat cards of a player: skeletons while the figures load, a dash when there are none. */
export function StatCards({ figures, unavailable }: StatCardsProps) {
  return (
    <section aria-label={i18n.t('Statistics')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map(({ label, source, value, note, icon }) => {
        const shown = value(figures);
        return (
          <FigureCard
            key={label}
            label={i18n.t(label)}
            icon={icon}
            shown={shown}
            isLoading={shown === undefined && !unavailable[source]}
            note={note?.(figures)}
          />
        );
      })}
    </section>
  );
}
