import type { Match } from '@courtside/shared/api/match';

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
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semifinals';
  if (fromEnd === 2) return 'Quarterfinals';
  return `Round ${round}`;
}

const STAGE_ORDER = { group: 0, swiss: 0, knockout: 1, bronze: 2, extra: 3 } as const;

/**
 * Groups matches into sections in play order (the app's matches tab and bracket, and the
 * spectator page): group stage by group then round
 * ("Group A · Round 1"), Swiss rounds, then knockout rounds by name, the
 * third-place match after the final. A round robin's knockout stage numbers its
 * rounds from 1 again, so sections key on the stage as well as the round.
 */
export function matchSections<M extends RoundedMatch>(matches: readonly M[]): MatchSection<M>[] {
  const lastKnockoutRound = Math.max(
    0,
    ...matches.filter((m) => m.stage === 'knockout').map((m) => m.round),
  );
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
    const title =
      match.stage === 'extra'
        ? 'Extra matches'
        : match.stage === 'bronze'
          ? 'Third-place match'
          : match.stage === 'knockout'
            ? knockoutRoundName(match.round, lastKnockoutRound)
            : match.group
              ? `Group ${match.group} · Round ${match.round}`
              : `Round ${match.round}`;
    const section = sections.get(key) ?? { key, title, matches: [] };
    section.matches.push(match);
    sections.set(key, section);
  }
  return [...sections.values()];
}
