import type { Match } from '@courtside/shared/api/match';
import { matchSections, type MatchSection } from '@/lib/match-sections';

/** The matches a desk prints sheets for when no round is chosen: those still to play. */
export const isStillToPlay = (m: Match) => m.status === 'scheduled' || m.status === 'in-progress';

export interface SheetSelection {
  /** `?match=`: one match. */
  matchId: string | null;
  /** `?round=`: a section key of `matchSections` ("knockout--2", "group-A-1"). */
  round: string;
}

export interface SelectedSheets {
  sections: MatchSection[];
  /** The matches to print, each with the title of its round. */
  sheets: { match: Match; roundTitle: string }[];
}

/** The rounds of the tournament and the sheets the selection asks for, in play order. */
export function selectSheets(matches: readonly Match[], selection: SheetSelection): SelectedSheets {
  const sections = matchSections(matches);
  const all = sections.flatMap((s) => s.matches.map((match) => ({ match, roundTitle: s.title })));
  const sheets = selection.matchId
    ? all.filter((s) => s.match.id === selection.matchId)
    : selection.round
      ? all.filter((s) =>
          sections.find((x) => x.key === selection.round)?.matches.includes(s.match),
        )
      : all.filter((s) => isStillToPlay(s.match));
  return { sections, sheets };
}
