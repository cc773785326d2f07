import type { Deps } from '../../../platform/deps.js';
import { toImportStatus, type ImportRecord } from './repo.js';
import type { ContactImportEvent } from './schema.js';

export const contactImportChannel = (companyId: string) => `company-${companyId}-contactImport`;

/**
 * Tells the company's pages how an import goes, after each write that moved it. The contacts themselves are not
 * published one by one (ten thousand events for one file): the page reloads its list when the import ends.
 */
export async function publishImport(deps: Pick<Deps, 'realtime'>, record: ImportRecord): Promise<void> {
  const event: ContactImportEvent = { action: 'update', import: toImportStatus(record) };
  await deps.realtime.publish(record.companyId, contactImportChannel(record.companyId), event);
}
