import type { LoadedResult } from '../players/player-results';
import type { Mail } from './enqueue-mail';
import { mailDay } from './mail-match-time';
import { letter, mailI18n, type Recipient } from './mail-text';

export interface DigestUpcoming {
  tournament: string;
  opponent: string;
  /** For the player (mailMatchTime), or null when no time is set yet. */
  when: string | null;
}

const score = (games: LoadedResult['games']) => games.map(([a, b]) => `${a}-${b}`).join(', ');

/** The weekly digest: last week's results and the next matches (spec: weeklyDigest). */
export function weeklyDigestMail(
  to: Recipient,
  weekStart: string,
  results: readonly LoadedResult[],
  upcoming: readonly DigestUpcoming[],
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const wins = results.filter((r) => r.isWin).length;
  const lines = results.map((r) => {
    const values = {
      opponent: r.opponentName,
      score: score(r.games),
      tournament: r.tournamentName,
    };
    return `- ${
      r.isWin
        ? i18n.t('Won against {opponent} ({score}), {tournament}', values)
        : i18n.t('Lost against {opponent} ({score}), {tournament}', values)
    }`;
  });
  const played = results.length
    ? `${i18n.t(
        '{count, plural, one {Last week you played # match: {wins} won, {lost} lost.} other {Last week you played # matches: {wins} won, {lost} lost.}}',
        { count: results.length, wins, lost: results.length - wins },
      )}\n\n${lines.join('\n')}`
    : i18n.t('You played no match last week.');
  const next = upcoming.length
    ? `${i18n.t('Your next matches:')}\n\n${upcoming
        .map((m) => `- ${m.opponent}, ${m.tournament}${m.when ? `, ${m.when}` : ''}`)
        .join('\n')}`
    : i18n.t('No match is scheduled for you yet.');
  const link = `${publicUrl}/app/matches`;
  const settings = `${publicUrl}/app/profile`;
  return {
    to: to.email,
    subject: i18n.t('Your Courtside week ({week})', { week: mailDay(weekStart, to.settings) }),
    text: letter(i18n, to.name, [
      played,
      next,
      link,
      i18n.t(
        'You get this mail because the weekly digest is on in your notification settings: {link}',
        { link: settings },
      ),
    ]),
    links: [link, settings],
    category: 'digest',
  };
}
