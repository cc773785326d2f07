import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, transactGuarded } from '../../platform/guarded-transact.js';
import { definedFields } from '../../platform/revised-update.js';
import { parseCsv, type CsvRow } from './csv.js';
import { findContactIdByNumber, getContactRecord, newContactRecord } from './repo.js';
import { ContactCreate, MAX_IMPORT_ROWS, type ImportReport } from './schema.js';
import { contactEditWrites, insertContact, publishContact } from './service.js';

/** Rows written at once: enough to import thousands of rows quickly without flooding the table. */
const CONCURRENCY = 8;

export const importTooLarge = () =>
  new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `O arquivo pode ter no máximo ${MAX_IMPORT_ROWS} linhas e 5 MB.`);

interface GoodRow {
  line: number;
  name: string;
  number: string;
  email: string;
}

/**
 * POST /contacts/import: each good row creates a contact, or updates the name (and the email, when the row
 * has one) of the contact that already has its number (counted as `updated`); each bad row is reported with
 * its line and why. Imported numbers are not checked with the chat app: a file of thousands of numbers
 * would queue thousands of checks, and the inbound pipeline corrects a number when its chat starts.
 */
export async function importContacts(deps: Deps, actor: Actor, text: string): Promise<ImportReport> {
  const all = parseCsv(text);
  const rows = all[0] && isHeader(all[0]) ? all.slice(1) : all;
  if (rows.length > MAX_IMPORT_ROWS) throw importTooLarge();
  const report: ImportReport = { created: 0, updated: 0, errors: [] };
  const good = readRows(rows, report);
  await forEachLimited(good, CONCURRENCY, async (row) => {
    report[await saveRow(deps, actor.companyId, row)] += 1;
  });
  report.errors.sort((a, b) => a.line - b.line);
  return report;
}

/** The valid rows, the first of each number; the others go to the report. */
function readRows(rows: CsvRow[], report: ImportReport): GoodRow[] {
  const firstLine = new Map<string, number>();
  const good: GoodRow[] = [];
  for (const { line, cells } of rows) {
    const [name = '', number = '', email = ''] = cells;
    const parsed = ContactCreate.safeParse({ name, number, email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      report.errors.push({ line, reason: reasonFor(String(issue?.path[0] ?? ''), issue?.message ?? '') });
      continue;
    }
    const seen = firstLine.get(parsed.data.number);
    if (seen !== undefined) {
      report.errors.push({ line, reason: `Número repetido no arquivo (linha ${seen})` });
      continue;
    }
    firstLine.set(parsed.data.number, line);
    good.push({ line, name: parsed.data.name, number: parsed.data.number, email: parsed.data.email });
  }
  return good;
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

async function saveRow(deps: Deps, companyId: string, row: GoodRow): Promise<'created' | 'updated'> {
  const existing = await findContactIdByNumber(deps.table, companyId, row.number);
  if (existing && (await updateFromRow(deps, companyId, existing, row))) return 'updated';
  const record = newContactRecord(companyId, row, deps.clock.now().toISOString());
  try {
    await insertContact(deps, record);
  } catch (error) {
    // Another writer created the number meanwhile: the row updates it instead.
    const winner = await findContactIdByNumber(deps.table, companyId, row.number);
    if (!(error instanceof AppError) || !winner) throw error;
    await updateFromRow(deps, companyId, winner, row);
    return 'updated';
  }
  await publishContact(deps, 'create', record);
  return 'created';
}

/** False when the contact is gone (deleted since the number was read). */
async function updateFromRow(deps: Deps, companyId: string, contactId: string, row: GoodRow): Promise<boolean> {
  const record = await retryOnStale(async () => {
    const current = await getContactRecord(deps.table, companyId, contactId);
    if (!current) return undefined;
    const changes = definedFields({ name: row.name, email: row.email || undefined });
    if (Object.entries(changes).every(([field, value]) => current[field as keyof typeof changes] === value))
      return null;
    const stamped = { ...changes, updatedAt: deps.clock.now().toISOString() };
    await transactGuarded(deps.table, contactEditWrites(deps, current, stamped));
    return { ...current, ...stamped, rev: current.rev + 1 };
  });
  if (record) await publishContact(deps, 'update', record);
  return record !== undefined;
}

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
