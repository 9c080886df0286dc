import type { ScoringFormatName, ScoringSystem } from './scoring';

// Apart from scoring.ts (which holds zod schemas) so the public spectator page can name a
// tournament's scoring option without loading zod (docs/decisions/013, page budget).

/** What a form, the detail screen and the public page call each rule 12.B preset. */
export const SCORING_FORMAT_LABELS: Record<ScoringFormatName, string> = {
  'best-of-3-to-11': 'Best of 3 games to 11',
  'best-of-3-to-15': 'Best of 3 games to 15',
  'best-of-3-to-21': 'Best of 3 games to 21',
  'best-of-5-to-11': 'Best of 5 games to 11',
  'one-game-to-11': 'One game to 11',
  'one-game-to-15': 'One game to 15',
  'one-game-to-21': 'One game to 21',
};

/** What a form and the detail screen call each scoring system. */
export const SCORING_SYSTEM_LABELS: Record<ScoringSystem, string> = {
  rally: 'Rally scoring',
  'side-out': 'Side-out scoring',
};

/**
 * A tournament's whole scoring option in words, "Best of 3 games to 15, side-out scoring";
 * unknown stored values read as the defaults (best of 3 to 11, rally).
 */
export function scoringOptionLabel(
  name: string | null | undefined,
  system: string | null | undefined,
): string {
  const format =
    name && Object.hasOwn(SCORING_FORMAT_LABELS, name)
      ? SCORING_FORMAT_LABELS[name as ScoringFormatName]
      : SCORING_FORMAT_LABELS['best-of-3-to-11'];
  const scoring = system === 'side-out' ? 'side-out' : 'rally';
  return `${format}, ${scoring} scoring`;
}
