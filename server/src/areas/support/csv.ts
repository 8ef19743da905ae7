/** CSV answers of the server (the usage report): UTF-8 with BOM, CRLF, formula-safe cells (docs/server.md). */

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export const csvCell = (value: unknown): string => {
  let text = String(value ?? '')
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const toCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<unknown>>): string =>
  '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
