import type { ImportStatus } from '@domain/contacts/import/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactImportQueryKey } from './get-contact-import';

/** POST /contacts/import: a CSV name;number;email in the multipart field `file`; answers the queued import (202). */
export function importContacts(file: File): Promise<ImportStatus> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportStatus>('/contacts/import', form);
}

export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContacts,
    onSuccess: (status) => queryClient.setQueryData(contactImportQueryKey(status.id), status),
  });
}
