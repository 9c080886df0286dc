/**
 * Who may enter an event (decision 034): its rating range and its age range, each bound
 * optional. One function, read by the server (which enforces it) and by the app (which says
 * why before anyone tries).
 */
import { formatRatingLevel as level } from '../rating-display';

export interface EventBounds {
  minRating: number | null;
  maxRating: number | null;
  minAge: number | null;
  maxAge: number | null;
}

export interface Entrant {
  rating: number;
  /** Whole years on the event's day; null when the profile does not say. */
  age: number | null;
}

export type Eligibility = { eligible: true } | { eligible: false; reason: string };

export const ELIGIBILITY_MESSAGES = {
  ratingBelow: (rating: number, min: number) =>
    `Your rating ${level(rating)} is below this event's ${level(min)}`,
  ratingAbove: (rating: number, max: number) =>
    `Your rating ${level(rating)} is above this event's ${level(max)}`,
  ageUnknown: 'Add your date of birth to your profile to enter an event with an age limit',
  ageBelow: (min: number) => `This event is for players aged ${min} or over`,
  ageAbove: (max: number) => `This event is for players aged ${max} or under`,
} as const;
const M = ELIGIBILITY_MESSAGES;

/** Whether `entrant` may enter an event with `bounds`, and if not, why (the first reason). */
export function eligibilityFor(bounds: EventBounds, entrant: Entrant): Eligibility {
  if (bounds.minRating !== null && entrant.rating < bounds.minRating) {
    return { eligible: false, reason: M.ratingBelow(entrant.rating, bounds.minRating) };
  }
  if (bounds.maxRating !== null && entrant.rating > bounds.maxRating) {
    return { eligible: false, reason: M.ratingAbove(entrant.rating, bounds.maxRating) };
  }
  if (bounds.minAge !== null || bounds.maxAge !== null) {
    if (entrant.age === null) return { eligible: false, reason: M.ageUnknown };
    if (bounds.minAge !== null && entrant.age < bounds.minAge) {
      return { eligible: false, reason: M.ageBelow(bounds.minAge) };
    }
    if (bounds.maxAge !== null && entrant.age > bounds.maxAge) {
      return { eligible: false, reason: M.ageAbove(bounds.maxAge) };
    }
  }
  return { eligible: true };
}

/** Whole years between a birth date and a day, both 'YYYY-MM-DD' (calendar dates). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
