// CSV cells as spreadsheets read them safely: RFC 4180 quoting, and text that would start a formula made
// inert. Used by every CSV export (rankings, the choice list).

/** Quotes a field when it holds a comma, a quote, a line break or edge spaces; inner quotes are doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// What makes a spreadsheet read a cell as a formula (OWASP's list for CSV injection): a name such as
// "=HYPERLINK(...)" or "@SUM(...)" would run when the file is opened.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that would start a formula, written with a leading ' so spreadsheets show it as text. */
export function inertText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell: numbers as numbers, text made inert and quoted as needed, null as `empty`. */
export function csvCell(value: string | number | null, empty = ''): string {
  if (typeof value === 'number') return csvField(String(value));
  return csvField(inertText(value ?? empty));
}

/** Lines joined with CRLF, ending with one. */
export function csvText(lines: readonly string[]): string {
  return `${lines.join('\r\n')}\r\n`;
}
