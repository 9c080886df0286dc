/** Decimals a rating or playing level shows with, everywhere it is shown (3.97, 3.50). */
export const RATING_DISPLAY_DECIMALS = 2;

/**
 * How a rating or playing level reads on every screen, in mails and in standings reasons:
 * two decimals, so "3.969" reads 3.97 and a doubles team's average 3.2350000000000003 reads
 * 3.24. Ratings are stored with more precision (RATING_DECIMALS); this is for display only.
 * `locale` picks the decimal mark ("3,97" in German); English when omitted.
 */
export function formatRating(rating: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: RATING_DISPLAY_DECIMALS,
    maximumFractionDigits: RATING_DISPLAY_DECIMALS,
    useGrouping: false,
  }).format(rating);
}

/**
 * An event's rating bound and a rating set against it (issue 26): one decimal when it is one
 * ("3.0", "3.5"), two only when needed ("3.25"), as the events show their ranges.
 */
export function formatRatingLevel(rating: number, locale = 'en-US'): string {
  const rounded = Math.round(rating * 100) / 100;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: Number.isInteger(Math.round(rounded * 1000) / 100) ? 1 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(rounded);
}
