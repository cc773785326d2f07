import type { Deps } from '../../platform/deps.js';

/** The names of the company's contact lists among `ids` (a list of another company, or deleted, is left out). */
export async function contactListNames(
  _deps: Pick<Deps, 'table'>,
  _companyId: string,
  _ids: string[],
): Promise<Map<string, string>> {
  return new Map();
}
