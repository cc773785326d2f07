import type { Actor } from '../../../http/context.js';
import type { Deps } from '../../../platform/deps.js';
import { csvLines } from '../../common/csv.js';
import { refusals } from './repo.js';
import { IMPORT_REPORT_HEADER } from './schema.js';
import { showImport } from './start-import.js';

/** GET /contacts/import/{id}/report: `line;reason` for each refused row so far, in file order, as it is read. */
export async function importReport(deps: Deps, actor: Actor, importId: string): Promise<ReadableStream<Uint8Array>> {
  await showImport(deps, actor, importId);
  const encoder = new TextEncoder();
  const pages = refusals(deps.table, actor.companyId, importId);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLines([IMPORT_REPORT_HEADER])));
        return;
      }
      // A pull that enqueues nothing is not called again: chunks without refusals are skipped here.
      for (let page = await pages.next(); ; page = await pages.next()) {
        if (page.done) return controller.close();
        if (page.value.length === 0) continue;
        return controller.enqueue(
          encoder.encode(csvLines(page.value.map(({ line, reason }) => [String(line), reason]))),
        );
      }
    },
  });
}
