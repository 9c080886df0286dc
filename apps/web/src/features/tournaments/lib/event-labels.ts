import type { TournamentEvent } from '@courtside/shared/api/event';
import { REGISTRATION_MESSAGES } from '@courtside/shared/api/registration';
import { formatRatingLevel as rating } from '@courtside/shared/domain/rating-display';
import { zonedInstant } from '@courtside/shared/time/zoned';
import { formatDay, formatMatchDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

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
  else if (hi != null) parts.push(i18n.t('up to {rating}', { rating: rating(hi) }));
  if (minAge != null && maxAge != null)
    parts.push(i18n.t('ages {minAge}–{maxAge}', { minAge, maxAge }));
  else if (minAge != null) parts.push(i18n.t('{age}+ years', { age: minAge }));
  else if (maxAge != null) parts.push(i18n.t('ages up to {age}', { age: maxAge }));
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The viewer's own entry in an event, for the list of events: "You are registered" or "Waitlisted:
 * number 2 in line"; null when they are in neither.
 */
export const ownEntryText = (e: Pick<TournamentEvent, 'isParticipant' | 'waitlistPosition'>) =>
  e.isParticipant
    ? i18n.t(REGISTRATION_MESSAGES.youAreIn)
    : e.waitlistPosition != null
      ? waitlistedAtText(e.waitlistPosition)
      : null;

/** "Waitlisted: number 2 in line" (REGISTRATION_MESSAGES.waitlistedAt), in the page's language. */
export const waitlistedAtText = (position: number) =>
  i18n.t('Waitlisted: number {position} in line', { position });

/** The champion of a decided event: "Ann Lee", or "Ann Lee & Bo Kim" for a team. */
export const eventChampion = (e: Pick<TournamentEvent, 'winnerName' | 'winnerPartner'>) =>
  e.winnerName ? (e.winnerPartner ? `${e.winnerName} & ${e.winnerPartner}` : e.winnerName) : null;

/**
 * When an event plays, at the venue (decision 017): "Apr 12, 2026 · 1:30 PM CDT" (with the
 * viewer's own time when it reads differently), or its day alone. An event without a day of its
 * own plays on the tournament's first day: the Register dialog says so (`orTournamentDay`);
 * elsewhere an event with neither a day nor a start time gives null.
 */
export function eventWhenText(
  e: Pick<TournamentEvent, 'eventDay' | 'eventStartTime' | 'startDate' | 'timeZone'>,
  { orTournamentDay = false }: { orTournamentDay?: boolean } = {},
): string | null {
  const hasOwn = e.eventDay != null || e.eventStartTime != null;
  const day = e.eventDay ?? (hasOwn || orTournamentDay ? e.startDate : null);
  if (!day) return null;
  if (!e.eventStartTime) return formatDay(day);
  return formatMatchDateTime(zonedInstant(day, e.eventStartTime, e.timeZone), e.timeZone);
}
