import type { ImportReport } from '@domain/contacts/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';

/** POST /contacts/import: a CSV name;number;email in the multipart field `file`. */
export function importContacts(file: File): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportReport>('/contacts/import', form);
}

export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContacts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
  });
}
