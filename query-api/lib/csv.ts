/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, CRLF line
 * ends. Text that a spreadsheet would run as a formula (= + - @, tab, CR first) is prefixed
 * with an apostrophe, so an exported name can never execute in Excel (CSV injection).
 */
export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
