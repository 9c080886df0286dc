import { tzOffset } from '@date-fns/tz/tzOffset';

/** The zone used where none is known: the spec's default preference (section 9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The IANA name Intl knows `value` by ('america/new_york' -> 'America/New_York'), or null when
 * it is not a zone name. UTC offsets ('+05:00') are refused: a venue keeps its daylight-saving
 * rules only under its IANA name.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const isValidTimeZone = (value: string): boolean => canonicalTimeZone(value) !== null;

/** `zone` when valid, else the default: stored settings may hold anything. */
export const safeTimeZone = (zone: unknown): string =>
  (typeof zone === 'string' && canonicalTimeZone(zone)) || DEFAULT_TIME_ZONE;

/** Every IANA zone this runtime knows, for the zone pickers (UTC first when missing). */
export function allTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** The zone's UTC offset at `at`, in minutes (New York in winter: -300). */
export const offsetMinutes = (zone: string, at: Date): number => tzOffset(zone, at);
