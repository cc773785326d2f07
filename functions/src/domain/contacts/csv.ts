/** The contacts CSV (spec 1 §2): semicolon separated, quotes around values that need them (RFC 4180 style). */

export interface CsvRow {
  /** The file line the row starts on (1-based), as a person opening the file counts. */
  line: number;
  cells: string[];
}

/**
 * Rows of a CSV text. The separator is ';', or ',' when the text has no ';' at all (a spreadsheet saved
 * with commas). A leading BOM is dropped; quoted values may hold separators, quotes ("") and line breaks.
 */
export function parseCsv(text: string): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = source.includes(';') ? ';' : ',';
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i] ?? '';
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') cell += source[++i];
      else if (char === '"') quoted = false;
      else cell += char;
      if (char === '\n') line++;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      rowLine = ++line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows.filter((row) => row.cells.some((value) => value.trim() !== ''));
}

/** One value, quoted when it holds the separator, a quote or a line break. */
export function csvValue(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvValue).join(';')}\n`;
}
