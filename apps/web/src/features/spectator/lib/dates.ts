const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * Spec section 9's display date, 'MMM dd, yyyy', in the viewer's local time. The spectator
 * page's own few lines: a visitor has no display preferences, and the app's formatter (with
 * the signed-in user's zones and formats) would cost this public page bytes.
 */
export function displayDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()}` : null;
}

/** Spec section 9's match time, 'HH:mm'. */
export function displayTime(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : null;
}
