import type { LoadedResult } from '../players/player-results';
import type { Mail } from './enqueue-mail';

const SIGNATURE = '\n\nSee you on the court,\nThe Courtside team';

export interface DigestUpcoming {
  tournament: string;
  opponent: string;
  /** In the player's time zone, or null when no time is set yet. */
  when: string | null;
}

const score = (games: LoadedResult['games']) => games.map(([a, b]) => `${a}-${b}`).join(', ');

/** The weekly digest: last week's results and the next matches (spec: weeklyDigest). */
export function weeklyDigestMail(
  to: { email: string; name: string },
  weekStart: string,
  results: readonly LoadedResult[],
  upcoming: readonly DigestUpcoming[],
  publicUrl: string,
): Mail {
  const wins = results.filter((r) => r.isWin).length;
  const played = results.length
    ? `Last week you played ${results.length} ${results.length === 1 ? 'match' : 'matches'}: ${wins} won, ${results.length - wins} lost.\n\n${results
        .map(
          (r) =>
            `- ${r.isWin ? 'Won' : 'Lost'} against ${r.opponentName} (${score(r.games)}), ${r.tournamentName}`,
        )
        .join('\n')}`
    : 'You played no match last week.';
  const next = upcoming.length
    ? `Your next matches:\n\n${upcoming
        .map((m) => `- ${m.opponent}, ${m.tournament}${m.when ? `, ${m.when}` : ''}`)
        .join('\n')}`
    : 'No match is scheduled for you yet.';
  const link = `${publicUrl}/app/matches`;
  const settings = `${publicUrl}/app/profile`;
  return {
    to: to.email,
    subject: `Your Courtside week (${weekStart})`,
    text: `Hi ${to.name},\n\n${played}\n\n${next}\n\n${link}\n\nYou get this mail because the weekly digest is on in your notification settings: ${settings}${SIGNATURE}`,
    links: [link, settings],
    category: 'digest',
  };
}
