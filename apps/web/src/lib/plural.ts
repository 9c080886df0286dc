/**
 * A count with its noun, singular for one: "1 tournament", "3 matches". The
 * plural is the noun with an s, or with es after s, x, z, ch and sh ("matches");
 * pass `plural` for any other ("1 person", "2 people").
 */
export function plural(count: number, singular: string, pluralForm?: string): string {
  if (count === 1) return singular;
  return pluralForm ?? (/(s|x|z|ch|sh)$/.test(singular) ? `${singular}es` : `${singular}s`);
}

/** "1 match", "2 matches", "0 players": the number and its noun (see `plural`). */
export function countOf(count: number, singular: string, pluralForm?: string): string {
  return `${count} ${plural(count, singular, pluralForm)}`;
}
