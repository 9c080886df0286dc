import { formatMatchDateTime } from '@/lib/format';

/**
 * A match's day and time at the venue, and the viewer's clock when it differs:
 * "Apr 12, 2026 · 10:30 AM CDT (9:30 AM your time)"; null without a time.
 */
export const formatMatchWhen = (
  value: string | null | undefined,
  venueZone: string | null | undefined,
): string | null => formatMatchDateTime(value, venueZone);
