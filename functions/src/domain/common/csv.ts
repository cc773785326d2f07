import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../platform/errors.js';

/**
 * The CSV files of the product (spec 1 §2: semicolon separated, RFC 4180 quoting), read and written with the csv
 * project's parser and stringifier (docs/decisions/020). Contact imports use it today; contact lists and
 * campaigns will read their files through the same functions.
 */
export interface CsvRow {
  /** The file line the row starts on (1-based), as a person opening the file counts. */
  line: number;
  cells: string[];
}

/**
 * Rows of a CSV text. The separator is ';', or ',' when the text has no ';' at all (a spreadsheet saved with
 * commas). A leading BOM is dropped; quoted values may hold separators, quotes ("") and line breaks; a quote
 * inside an unquoted value is a character; blank rows are left out. A quote never closed is a 400 ERR_VALIDATION.
 */
export function parseCsv(text: string): CsvRow[] {
  let records: InfoRecord[];
  try {
    // With `info: true` each record comes with where it was read; the sync typings only know bare records.
    records = parse(text, {
      delimiter: text.includes(';') ? ';' : ',',
      record_delimiter: ['\r\n', '\n', '\r'],
      bom: true,
      ltrim: true,
      relax_quotes: true,
      relax_column_count: true,
      info: true,
    }) as unknown as InfoRecord[];
  } catch (error) {
    if (error instanceof CsvError) throw invalidCsv(error);
    throw error;
  }
  const rows: CsvRow[] = [];
  // `info.lines` is the line a record ends on; the next one starts on the line after (blank rows included).
  let previousEnd = 0;
  for (const { record, info } of records) {
    if (record.some((cell) => cell.trim() !== '')) rows.push({ line: previousEnd + 1, cells: record });
    previousEnd = info.lines;
  }
  return rows;
}

type InfoRecord = { record: string[]; info: { lines: number } };

function invalidCsv(error: CsvError): AppError {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? ` (linha ${line})` : '';
  const reason = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'aspas abertas e nunca fechadas' : 'formato inválido';
  return new AppError('ERR_VALIDATION', 400, `Arquivo CSV inválido${where}: ${reason}.`);
}

/** Lines of the product's CSV: ';' separated, a value quoted only when it holds ';', a quote or a line break. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { delimiter: ';', record_delimiter: '\n', quoted_match: /\r/ });
}

/**
 * A text file's bytes as text: UTF-8 when they are valid UTF-8, else Latin-1 (Windows-1252, what spreadsheets
 * on Windows save "CSV" as), so accented names are never mangled either way.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
