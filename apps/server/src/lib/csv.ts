/**
 * CSV (RFC 4180) for the organizer's exports (issue 26): fields quoted when they hold a comma,
 * a quote, a line break or edge spaces, quotes doubled, CRLF line ends, a UTF-8 byte order mark
 * so spreadsheet apps read names as written. A text cell that a spreadsheet would run as a
 * formula (it starts with = + - @, a tab or a carriage return: OWASP's CSV injection list)
 * gets a leading single quote, so it is shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]) => cells.map(csvCell).join(',');

/** A whole document: the header row, then one row per record. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]) =>
  `\uFEFF${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;
