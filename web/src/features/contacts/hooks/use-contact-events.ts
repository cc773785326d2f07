import type { Contact } from '@domain/contacts/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { contactQueryKey } from '../api/get-contact';
import { contactListsQueryKey } from '../api/get-contacts';
import { applyContactEvent, type ContactEvent, type ContactPages } from '../contact-events';

/** Keeps every cached contact list (one per search) and the contact's own record current. */
export function useContactEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-contact`, (data) => {
    const event = data as ContactEvent | undefined;
    if (!event) return;
    for (const [queryKey] of queryClient.getQueriesData<ContactPages>({ queryKey: contactListsQueryKey })) {
      const searchParam = String(queryKey[contactListsQueryKey.length] ?? '');
      queryClient.setQueryData<ContactPages>(queryKey, (pages) => applyContactEvent(pages, event, searchParam));
    }
    if (event.action === 'delete') {
      queryClient.removeQueries({ queryKey: contactQueryKey(String(event.contactId)) });
    } else if (event.contact?.id) {
      queryClient.setQueryData<Contact>(contactQueryKey(event.contact.id), (stored) =>
        stored ? event.contact : stored,
      );
    }
  });
}
