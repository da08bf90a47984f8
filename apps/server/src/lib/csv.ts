/**
 * CSV for spreadsheets (RFC 4180): a cell with a quote, comma or line break is quoted and
 * its quotes doubled; a cell starting with = + - @ (or a tab or carriage return) gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** A whole file: a byte order mark (Excel reads UTF-8 names right), the header, the rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
