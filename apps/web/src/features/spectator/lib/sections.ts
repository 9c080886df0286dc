import type { SpectatorMatch } from '@courtside/shared/api/live';

export interface Section {
  key: string;
  title: string;
  matches: SpectatorMatch[];
}

const STAGE_ORDER = { group: 0, swiss: 0, knockout: 1, bronze: 2, extra: 3 } as const;

function knockoutRoundName(round: number, lastRound: number): string {
  const fromEnd = lastRound - round;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semifinals';
  if (fromEnd === 2) return 'Quarterfinals';
  return `Round ${round}`;
}

/**
 * The bracket's matches in play order under the headings the app's bracket uses: groups by
 * group and round, Swiss rounds, knockout rounds named from the final, the third-place match.
 */
export function bracketSections(matches: readonly SpectatorMatch[]): Section[] {
  const lastRound = Math.max(
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
  const sections = new Map<string, Section>();
  for (const match of sorted) {
    const key =
      match.stage === 'extra' ? 'extra' : `${match.stage}-${match.group ?? ''}-${match.round}`;
    const title =
      match.stage === 'extra'
        ? 'Extra matches'
        : match.stage === 'bronze'
          ? 'Third-place match'
          : match.stage === 'knockout'
            ? knockoutRoundName(match.round, lastRound)
            : match.group
              ? `Group ${match.group} · Round ${match.round}`
              : `Round ${match.round}`;
    const section = sections.get(key) ?? { key, title, matches: [] };
    section.matches.push(match);
    sections.set(key, section);
  }
  return [...sections.values()];
}
