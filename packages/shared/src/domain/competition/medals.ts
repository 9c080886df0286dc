import type { MatchStatus, StoredMatchStage } from './statuses';

/** The three medals of an event (decision 023, addendum "Medals"). */
export const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];

/** What the medals read of a match: its stage, round, status, both sides and winner. */
export interface MedalMatch {
  stage: StoredMatchStage;
  round: number;
  status: MatchStatus;
  side1: string | null;
  side2: string | null;
  winner: string | null;
}

/** An event as the medals read it: its format, its matches, its standings in rank order. */
export interface MedalEvent {
  format: string;
  numGroups: number;
  knockoutEnabled: boolean;
  matches: readonly MedalMatch[];
  /** Round robin and Swiss standings, best first (the order the server ranks them in). */
  standings: readonly { entrantId: string; group: string | null }[];
  /** How many rounds a Swiss plays (`swissRoundCount`): its standings are final after them. */
  swissRounds?: number;
}

/** One medal won: a gold and a silver each go to one entrant, a bronze to one or two. */
export interface MedalAward {
  medal: Medal;
  entrantId: string;
}

const isDecided = (m: MedalMatch) => m.status === 'completed' && m.winner !== null;
const isOpen = (m: MedalMatch) => m.status === 'scheduled' || m.status === 'in-progress';
const loserOf = (m: MedalMatch) => (m.winner === m.side1 ? m.side2 : m.side1);
const lastRoundOf = (matches: readonly MedalMatch[]) =>
  matches.reduce<MedalMatch | null>((last, m) => (!last || m.round > last.round ? m : last), null);

/** Gold to the winner and silver to the loser of `final`, once it is decided. */
function finalMedals(final: MedalMatch | null): MedalAward[] {
  if (!final || !isDecided(final)) return [];
  const loser = loserOf(final);
  return [
    { medal: 'gold', entrantId: final.winner! },
    ...(loser ? [{ medal: 'silver' as const, entrantId: loser }] : []),
  ];
}

/** Bronze to the winner (or, `toLoser`, the loser) of `match`, once it is decided. */
function bronzeOf(match: MedalMatch | null, toLoser = false): MedalAward[] {
  if (!match || !isDecided(match)) return [];
  const id = toLoser ? loserOf(match) : match.winner;
  return id ? [{ medal: 'bronze', entrantId: id }] : [];
}

/**
 * A knockout (the whole event, a round robin's knockout stage, or the main draw of a knockout
 * with consolation): gold and silver from the final; bronze from the third-place match or the
 * consolation's last match where there is one, else shared by the semifinals' losers once every
 * semifinal is decided.
 */
function knockoutMedals(matches: readonly MedalMatch[]): MedalAward[] {
  const knockout = matches.filter((m) => m.stage === 'knockout');
  const final = lastRoundOf(knockout);
  if (!final) return [];
  const third =
    matches.find((m) => m.stage === 'bronze') ??
    lastRoundOf(matches.filter((m) => m.stage === 'consolation'));
  if (third) return [...finalMedals(final), ...bronzeOf(third)];
  const semis = knockout.filter((m) => m.round === final.round - 1 && m.status !== 'cancelled');
  const bronze =
    semis.length > 0 && semis.every(isDecided) ? semis.flatMap((m) => bronzeOf(m, true)) : [];
  return [...finalMedals(final), ...bronze];
}

/**
 * Double elimination: gold and silver from the last grand final played (the "if necessary"
 * match when it was, the first when it was cancelled or there is none), once none is left to
 * play; bronze to the loser of the losers' bracket final, third to go out.
 */
function doubleEliminationMedals(matches: readonly MedalMatch[]): MedalAward[] {
  const grandFinals = matches.filter((m) => m.stage === 'grand-final');
  const played = lastRoundOf(grandFinals.filter(isDecided));
  const final = grandFinals.some(isOpen) ? null : played;
  const losersFinal = lastRoundOf(matches.filter((m) => m.stage === 'losers'));
  return [...finalMedals(final), ...bronzeOf(losersFinal, true)];
}

/** The top three of final standings, once every match of `stage` is decided. */
function standingsMedals(event: MedalEvent, stage: StoredMatchStage): MedalAward[] {
  const played = event.matches.filter((m) => m.stage === stage);
  if (played.length === 0 || played.some(isOpen)) return [];
  return event.standings
    .slice(0, 3)
    .map((row, i) => ({ medal: MEDALS[i]!, entrantId: row.entrantId }));
}

/**
 * The medals of one event (a tournament is one event today), only as far as its matches have
 * decided them: gold, silver and bronze, in that order, each as soon as it is decided and never
 * before. Knockouts and a round robin's knockout stage read their final and third-place match
 * (or share bronze between the semifinals' losers), a knockout with consolation reads the
 * consolation's last match for bronze (rule 12.C.1), a double elimination its grand final and
 * the losers' final (12.C.3). A round robin of one group without a knockout stage gives its
 * final standings' top three, a Swiss its standings' after its last round. Several groups with no
 * knockout stage have no medals: the organizer names their champion.
 */
export function medalsOf(event: MedalEvent): MedalAward[] {
  const { matches } = event;
  if (matches.some((m) => m.stage === 'grand-final' || m.stage === 'winners')) {
    return doubleEliminationMedals(matches);
  }
  if (matches.some((m) => m.stage === 'knockout')) return knockoutMedals(matches);
  if (event.format === 'round-robin') {
    if (event.knockoutEnabled || event.numGroups > 1) return [];
    return standingsMedals(event, 'group');
  }
  if (event.format === 'swiss') {
    const rounds = Math.max(0, ...matches.filter((m) => m.stage === 'swiss').map((m) => m.round));
    if (event.swissRounds === undefined || rounds < event.swissRounds) return [];
    return standingsMedals(event, 'swiss');
  }
  return [];
}
