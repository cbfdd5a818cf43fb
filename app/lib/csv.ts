/**
 * One line of RFC 4180 CSV for the back office's exports (enquiries, a batch's enrolments): every cell quoted, and a
 * cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) prefixed with a quote.
 */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(",");
}

function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
