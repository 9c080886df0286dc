import { TZDate } from '@date-fns/tz/date';

/**
 * An instant as a Date whose local getters read the venue's wall clock (`getHours()` is the
 * venue's hour, whatever the process's zone): what calendar writers take for a `TZID` time
 * (issue 26). Its own file, so no screen pays for the zone-aware Date.
 */
export const atVenue = (instant: Date, zone: string): Date => new TZDate(instant.getTime(), zone);
