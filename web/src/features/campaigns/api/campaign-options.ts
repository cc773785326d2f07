import type { FileListPage } from '@domain/file-lists/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useConnections } from '../../connections/api/get-connections';
import { useTagList } from '../../tickets/api/get-tag-list';

export interface Option {
  id: string;
  name: string;
}

/** Every file list of the company, for the dialog's choice: the pages one after another (at most 50). */
async function getAllFileLists(): Promise<Option[]> {
  const lists: Option[] = [];
  for (let pageNumber = 1; pageNumber <= 50; pageNumber++) {
    const page = await api.get<FileListPage>('/files/', { query: { searchParam: '', pageNumber }, toastErrors: false });
    lists.push(...page.files);
    if (!page.hasMore) break;
  }
  return lists;
}

const named = (records: Option[] | undefined): Option[] =>
  (records ?? []).map((record) => ({ id: record.id, name: record.name }));

/**
 * The dialog's choices (spec 3 §2): connections (GET /whatsapp), contact lists (GET /contact-lists/list), tags
 * (GET /tags/list) and file lists (GET /files/). The lists' and files' calls stay quiet when they fail: the
 * choice then offers none rather than toasting on every opening of the dialog.
 */
export function useCampaignOptions() {
  const connections = useConnections();
  const tags = useTagList();
  const contactLists = useQuery({
    queryKey: ['contact-lists', 'list'],
    queryFn: () => api.get<Option[]>('/contact-lists/list', { toastErrors: false }),
    retry: false,
  });
  const fileLists = useQuery({ queryKey: ['file-lists', 'all'], queryFn: getAllFileLists, retry: false });
  return {
    connections: named(connections.data),
    contactLists: named(contactLists.data),
    tags: named(tags.data),
    fileLists: named(fileLists.data),
  };
}
