import { isFinished, type ContactImportEvent } from '@domain/contacts/import/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { contactImportQueryKey } from '../api/get-contact-import';
import { contactsQueryKey } from '../api/get-contacts';

/**
 * Moves the import dialog as chunks are written; when an import ends, the contact lists load again (imported
 * contacts are not sent one by one).
 */
export function useContactImportEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-contactImport`, (data) => {
    const event = data as ContactImportEvent | undefined;
    if (!event?.import?.id) return;
    queryClient.setQueryData(contactImportQueryKey(event.import.id), event.import);
    if (isFinished(event.import)) void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
  });
}
