/**
 * Whose word makes a tournament's champion (issue 27): its matches, where the format has a final
 * or standings that end it (a knockout of any kind, a swiss, a round robin with a knockout stage
 * or a single group), or the organizer's, through Set Winner, where it has none (several
 * round-robin groups without a knockout stage: the organizer names the champion, after a custom
 * final or otherwise). The server refuses Set Winner where the matches decide; the app hides it.
 */
export function isChampionDecidedByMatches(tournament: {
  format: string;
  numGroups: number;
  knockoutEnabled: boolean;
}): boolean {
  if (tournament.format !== 'round-robin') return true;
  return tournament.knockoutEnabled || tournament.numGroups <= 1;
}
