import { AppError } from '../../../platform/errors.js';
import { parseCsv, type CsvRow } from '../../common/csv.js';
import { ContactCreate, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../schema.js';
import type { Refusal } from './repo.js';
import type { ImportRow } from './rows.js';

export const importTooLarge = () =>
  new AppError(
    'ERR_PAYLOAD_TOO_LARGE',
    413,
    `O arquivo pode ter no máximo ${MAX_IMPORT_ROWS} linhas e ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  );

/** One row of the file read: a contact to write, or why it is refused. */
export type ReadRow = { line: number; row: ImportRow } | { line: number; refusal: Refusal };

/**
 * The rows of an import file, header left out, each valid (the first of its number) or refused with its line
 * and the reason the report shows. Too many rows is ERR_PAYLOAD_TOO_LARGE; a broken CSV, ERR_CSV_INVALID.
 */
export function readImportFile(text: string): ReadRow[] {
  const all = parseCsv(text);
  const rows = all[0] && isHeader(all[0]) ? all.slice(1) : all;
  if (rows.length > MAX_IMPORT_ROWS) throw importTooLarge();
  const firstLine = new Map<string, number>();
  return rows.map(({ line, cells }): ReadRow => {
    const [name = '', number = '', email = ''] = cells;
    const parsed = ContactCreate.safeParse({ name, number, email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { line, refusal: { line, reason: reasonFor(String(issue?.path[0] ?? ''), issue?.message ?? '') } };
    }
    const seen = firstLine.get(parsed.data.number);
    if (seen !== undefined) return { line, refusal: { line, reason: `Número repetido no arquivo (linha ${seen})` } };
    firstLine.set(parsed.data.number, line);
    return { line, row: { line, name: parsed.data.name, number: parsed.data.number, email: parsed.data.email } };
  });
}

/** The texts the import report shows (Portuguese, like the page). */
export function reasonFor(field: string, message: string): string {
  if (field === 'name') {
    if (message === 'Too Short!') return 'Nome muito curto (mínimo 2 caracteres)';
    if (message === 'Too Long!') return 'Nome muito longo (máximo 50 caracteres)';
    return 'Nome obrigatório';
  }
  if (field === 'number') return message === 'Required' ? 'Número obrigatório' : 'Número inválido (8 a 50 dígitos)';
  if (field === 'email') return 'E-mail inválido';
  return 'Linha inválida';
}

/** A first row naming the columns (name;number;email, or in Portuguese) is not a contact. */
function isHeader(row: CsvRow): boolean {
  const [name = '', number = ''] = row.cells.map((cell) => cell.trim().toLowerCase());
  return (
    ['name', 'nome', 'nombre'].includes(name) || ['number', 'numero', 'número', 'telefone', 'phone'].includes(number)
  );
}
