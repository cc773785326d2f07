import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../platform/errors.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import { decodeText, parseCsv } from '../common/csv.js';
import { reasonFor } from '../contacts/import/read-file.js';
import { ContactListItemFields } from './schema.js';
import { declaredUnzippedSize } from './zip-size.js';

/** A spreadsheet of a list holds at most this many rows and bytes (docs/decisions/047: imported at once). */
export const MAX_LIST_IMPORT_ROWS = 5000;
export const MAX_LIST_IMPORT_BYTES = 5 * 1024 * 1024;
/** What its parts may inflate to: 5,000 rows of a few columns are a few MB; more is refused before reading. */
export const MAX_LIST_IMPORT_UNZIPPED_BYTES = 64 * 1024 * 1024;

export const listImportTooLarge = () =>
  new AppError(
    'ERR_PAYLOAD_TOO_LARGE',
    413,
    `A planilha pode ter no máximo ${MAX_LIST_IMPORT_ROWS} linhas e ${MAX_LIST_IMPORT_BYTES / 1024 / 1024} MB.`,
  );
const oldExcel = () =>
  new AppError(
    'ERR_UPLOAD_TYPE_NOT_ALLOWED',
    415,
    'Planilhas .xls (Excel 97-2003) não são aceitas: salve a planilha como .xlsx ou .csv e envie de novo.',
  );
const unreadable = () =>
  new AppError(
    'ERR_VALIDATION',
    400,
    'Não foi possível ler a planilha: confira se o arquivo .xlsx não está corrompido.',
  );

export interface ListImportRow {
  line: number;
  name: string;
  number: string;
  email: string;
}
export interface Refusal {
  line: number;
  reason: string;
}

type Cells = { line: number; cells: string[] };

/**
 * The file's rows: each valid one to write, or why it is refused (the report's line and reason). The type is
 * judged by the bytes (an .exe or a page renamed .xlsx is refused); .xls is refused with its own message.
 */
export async function readListImport(file: File): Promise<{ rows: ListImportRow[]; refused: Refusal[] }> {
  if (file.size > MAX_LIST_IMPORT_BYTES) throw listImportTooLarge();
  if (/\.xls$/i.test(file.name)) throw oldExcel();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { extension } = await assertUploadAllowed('contactListImport', bytes, file.name);
  const table = extension === 'csv' ? csvCells(bytes) : await sheetCells(bytes);
  return validRows(table);
}

function csvCells(bytes: Uint8Array): Cells[] {
  return parseCsv(decodeText(bytes)).map(({ line, cells }) => ({ line, cells }));
}

async function sheetCells(bytes: Uint8Array): Promise<Cells[]> {
  const unzipped = declaredUnzippedSize(bytes);
  if (unzipped === undefined) throw unreadable();
  if (unzipped > MAX_LIST_IMPORT_UNZIPPED_BYTES) throw listImportTooLarge();
  const data = await readSheet(Buffer.from(bytes)).catch(() => {
    throw unreadable();
  });
  return data.map((row, index) => ({ line: index + 1, cells: row.map(cellText) }));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

/** Header words (lower case, without accents) of each column. */
const HEADERS = {
  name: ['name', 'nome', 'nombre', 'contato', 'contact'],
  number: ['number', 'numero', 'telefone', 'phone', 'celular', 'whatsapp', 'fone', 'telefono'],
  email: ['email', 'e-mail', 'mail', 'correo'],
} as const;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * The columns by the first row's headers (any case or accents); a first row with no number header is data in the
 * order name, number, email.
 */
function columnsOf(first: string[] | undefined) {
  const headers = (first ?? []).map(plain);
  const find = (words: readonly string[]) => headers.findIndex((header) => words.includes(header));
  const number = find(HEADERS.number);
  if (number < 0) return { header: false, name: 0, number: 1, email: 2 };
  return { header: true, name: find(HEADERS.name), number, email: find(HEADERS.email) };
}

function validRows(table: Cells[]): { rows: ListImportRow[]; refused: Refusal[] } {
  const nonEmpty = table.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const columns = columnsOf(nonEmpty[0]?.cells);
  const data = columns.header ? nonEmpty.slice(1) : nonEmpty;
  if (data.length > MAX_LIST_IMPORT_ROWS) throw listImportTooLarge();
  const rows: ListImportRow[] = [];
  const refused: Refusal[] = [];
  for (const { line, cells } of data) {
    const cell = (index: number) => (index >= 0 ? (cells[index] ?? '') : '');
    const parsed = ContactListItemFields.safeParse({
      name: cell(columns.name),
      number: cell(columns.number),
      email: cell(columns.email),
    });
    if (parsed.success) rows.push({ line, ...parsed.data });
    else {
      const issue = parsed.error.issues[0];
      refused.push({ line, reason: reasonFor(String(issue?.path[0] ?? ''), issue?.message ?? '') });
    }
  }
  return { rows, refused };
}
