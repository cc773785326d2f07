import { CONTACTS_CSV_FILE } from '@domain/contacts/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /contacts/export needs the bearer token, so a plain link cannot fetch it: the CSV text is fetched
 * through the API client and handed to the browser as a download.
 */
export async function exportContacts(): Promise<void> {
  const csv = await api.get<string | undefined>('/contacts/export');
  const url = URL.createObjectURL(new Blob([csv ?? ''], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CONTACTS_CSV_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useExportContacts = () => useMutation({ mutationFn: exportContacts });
