import { CONTACTS_CSV_FILE } from '@domain/contacts/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';

/**
 * GET /contacts/export needs the bearer token, so a plain link cannot fetch it: the CSV text is fetched
 * through the API client and handed to the browser as a download.
 */
export async function exportContacts(): Promise<void> {
  downloadText((await api.get<string | undefined>('/contacts/export')) ?? '', CONTACTS_CSV_FILE);
}

export const useExportContacts = () => useMutation({ mutationFn: exportContacts });
