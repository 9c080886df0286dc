const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as spec section 9 displays it, 'MMM dd, yyyy' ("Mar 05, 2026"), in local time. */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()}`;
}

/**
 * A date input's 'YYYY-MM-DD' as the ISO instant of local midnight, so the day
 * shown back to this user is the day they picked (a bare 'YYYY-MM-DD' parses as
 * UTC and shows the day before west of Greenwich).
 */
export function dateInputToIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return new Date(Number(y), Number(m) - 1, Number(d)).toISOString();
}

/** The local calendar day of an ISO instant as a date input wants it ('YYYY-MM-DD'). */
export function isoToDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Dollars: whole amounts without cents ("$25"), others with two decimals ("$12.50"). */
export function formatMoney(amount: number | null | undefined): string {
  const value = amount ?? 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}
