import { SCORING_FORMAT_LABELS } from './scoring-labels';

// Apart from scoring-labels.ts, which the public spectator page loads: only the app's overview
// needs this (docs/decisions/013, page budget).
/**
 * What the overview lists when a tournament has no rules of its own (spec, tournament detail):
 * the spec's defaults, "Games to 11, win by 2" and "Best of 3 games per match", read from the
 * tournament's own scoring option so that a tournament to 15 does not claim games to 11.
 */
export function defaultRulesSummary(
  name: string | null | undefined,
  system: string | null | undefined,
): string[] {
  const known = name && Object.hasOwn(SCORING_FORMAT_LABELS, name) ? name : 'best-of-3-to-11';
  const [, bestOf, points] = /^(?:best-of-(\d)|one-game)-to-(\d+)$/.exec(known) ?? [];
  const scoring = system === 'side-out' ? 'side-out' : 'rally';
  return [
    `Standard pickleball rules, ${scoring} scoring`,
    `Games to ${points}, win by 2`,
    bestOf ? `Best of ${bestOf} games per match` : 'One game per match',
    '30-second timeout per game',
  ];
}
