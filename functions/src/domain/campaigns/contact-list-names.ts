import type { Deps } from '../../platform/deps.js';
import { getContactListSummary } from '../contact-lists/recipients.js';

/** The names of the company's contact lists among `ids` (a list of another company, or deleted, is left out). */
export async function contactListNames(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  ids: string[],
): Promise<Map<string, string>> {
  const lists = await Promise.all(ids.map((id) => getContactListSummary(deps, companyId, id)));
  return new Map(lists.flatMap((list) => (list ? [[list.id, list.name] as const] : [])));
}
