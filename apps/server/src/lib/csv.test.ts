import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { safeFilename } from './filename';

describe('CSV (RFC 4180) with formula injection neutralised', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    [' edge ', '" edge "'],
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', '"\'\rCR"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ])('%j -> %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as numbers and empty cells for nothing', () => {
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins rows with CRLF after a byte order mark', () => {
    expect(toCsv(['A', 'B'], [['x', 1]])).toBe('\uFEFFA,B\r\nx,1\r\n');
  });

  it('makes filenames of letters, digits and dashes', () => {
    expect(safeFilename('Spring "Open" / 2027\r\n entrants', 'csv')).toBe(
      'spring-open-2027-entrants.csv',
    );
    expect(safeFilename('¡¿', 'csv')).toBe('export.csv');
    expect(safeFilename('Café Crème', 'csv')).toBe('cafe-creme.csv');
  });
});
