import type { TournamentEvent } from '@courtside/shared/api/event';

const rating = (value: number) => value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2);

/**
 * Who may enter an event, in a few characters: "3.5–3.99", "3.5+", "up to 4.0", with the ages
 * ("50+", "under 18" reads "to 17"); null when anyone may.
 */
export function eligibilitySummary(
  e: Pick<TournamentEvent, 'minRating' | 'maxRating' | 'minAge' | 'maxAge'>,
): string | null {
  const parts: string[] = [];
  const { minRating: lo, maxRating: hi, minAge, maxAge } = e;
  if (lo != null && hi != null) parts.push(`${rating(lo)}–${rating(hi)}`);
  else if (lo != null) parts.push(`${rating(lo)}+`);
  else if (hi != null) parts.push(`up to ${rating(hi)}`);
  if (minAge != null && maxAge != null) parts.push(`ages ${minAge}–${maxAge}`);
  else if (minAge != null) parts.push(`${minAge}+ years`);
  else if (maxAge != null) parts.push(`ages up to ${maxAge}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The champion of a decided event: "Ann Lee", or "Ann Lee & Bo Kim" for a team. */
export const eventChampion = (e: Pick<TournamentEvent, 'winnerName' | 'winnerPartner'>) =>
  e.winnerName ? (e.winnerPartner ? `${e.winnerName} & ${e.winnerPartner}` : e.winnerName) : null;
