import type { Table } from '../../platform/table.js';
import { csvLines } from '../common/csv.js';
import { namePage } from './list.js';
import { CONTACTS_CSV_HEADER } from './schema.js';

/** Contacts read per page while exporting: memory stays flat whatever the company's size. */
const EXPORT_PAGE = 500;

/**
 * GET /contacts/export: the header line, then every contact in name order, a page of the name index at a
 * time as the client reads.
 */
export function contactsCsv(table: Table, companyId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${CONTACTS_CSV_HEADER}\n`));
        return;
      }
      const page = await namePage(table, companyId, EXPORT_PAGE, cursor);
      const lines = csvLines(page.items.map((contact) => [contact.name, contact.number, contact.email]));
      if (lines) controller.enqueue(encoder.encode(lines));
      cursor = page.cursor;
      if (!cursor) controller.close();
    },
  });
}
