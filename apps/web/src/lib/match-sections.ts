import type { Match } from '@courtside/shared/api/match';
import { i18n } from '@/lib/i18n';

/** What sectioning reads of a match: the app's matches and the spectator page's alike. */
export type RoundedMatch = Pick<Match, 'stage' | 'group' | 'round' | 'position'>;

/** Matches that share a heading on the matches tab. */
export interface MatchSection<M extends RoundedMatch = Match> {
  key: string;
  title: string;
  matches: M[];
}

/**
 * The name of a knockout round counted back from the final: Final,
 * Semifinals, Quarterfinals, then "Round n".
 */
export function knockoutRoundName(round: number, lastRound: number): string {
  const fromEnd = lastRound - round;
  if (fromEnd === 0) return i18n.t('Final');
  if (fromEnd === 1) return i18n.t('Semifinals');
  if (fromEnd === 2) return i18n.t('Quarterfinals');
  return i18n.t('Round {round}', { round });
}

/** A double elimination's winners' round: "Winners' Final", "Winners' Round 2". */
function winnersRoundName(round: number, lastRound: number): string {
  const fromEnd = lastRound - round;
  if (fromEnd === 0) return i18n.t("Winners' Final");
  if (fromEnd === 1) return i18n.t("Winners' Semifinals");
  if (fromEnd === 2) return i18n.t("Winners' Quarterfinals");
  return i18n.t("Winners' Round {round}", { round });
}

const STAGE_ORDER: Record<RoundedMatch['stage'], number> = {
  group: 0,
  swiss: 0,
  knockout: 1,
  winners: 1,
  bronze: 2,
  losers: 3,
  consolation: 3,
  'grand-final': 4,
  extra: 5,
};

/**
 * A section's title: group and Swiss rounds by number, knockout rounds by name ("Semifinals"),
 * a double elimination's brackets by name and round ("Winners' Final", "Losers' Round 3"), the
 * consolation's last match "Consolation Final (bronze)", the grand final and its second match.
 */
export function sectionTitle(match: RoundedMatch, lastRounds: ReadonlyMap<string, number>): string {
  const last = lastRounds.get(match.stage) ?? match.round;
  switch (match.stage) {
    case 'extra':
      return i18n.t('Extra matches');
    case 'bronze':
      return i18n.t('Third-place match');
    case 'knockout':
      return knockoutRoundName(match.round, last);
    case 'winners':
      return winnersRoundName(match.round, last);
    case 'losers':
      return match.round === last
        ? i18n.t("Losers' Final")
        : i18n.t("Losers' Round {round}", { round: match.round });
    case 'consolation':
      return match.round === last
        ? i18n.t('Consolation Final (bronze)')
        : i18n.t('Consolation Round {round}', { round: match.round });
    case 'grand-final':
      return match.round === 1 ? i18n.t('Grand Final') : i18n.t('Grand Final, if necessary');
    default:
      return match.group
        ? i18n.t('Group {group} · Round {round}', { group: match.group, round: match.round })
        : i18n.t('Round {round}', { round: match.round });
  }
}

/**
 * Groups matches into sections in play order (the app's matches tab and bracket, and the
 * spectator page): group stage by group then round
 * ("Group A · Round 1"), Swiss rounds, then knockout rounds by name, the
 * third-place match after the final; a double elimination's winners' rounds, losers'
 * rounds, then the grand final; a consolation's rounds after the knockout's. A round robin's
 * knockout stage numbers its
 * rounds from 1 again, so sections key on the stage as well as the round.
 */
export function matchSections<M extends RoundedMatch>(matches: readonly M[]): MatchSection<M>[] {
  const lastRounds = new Map<string, number>();
  for (const m of matches) lastRounds.set(m.stage, Math.max(lastRounds.get(m.stage) ?? 0, m.round));
  const sorted = [...matches].sort(
    (a, b) =>
      STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage] ||
      (a.group ?? '').localeCompare(b.group ?? '') ||
      a.round - b.round ||
      a.position - b.position,
  );
  const sections = new Map<string, MatchSection<M>>();
  for (const match of sorted) {
    const key =
      match.stage === 'extra' ? 'extra' : `${match.stage}-${match.group ?? ''}-${match.round}`;
    const title = sectionTitle(match, lastRounds);
    const section = sections.get(key) ?? { key, title, matches: [] };
    section.matches.push(match);
    sections.set(key, section);
  }
  return [...sections.values()];
}
