import type { Contact, ContactCreate } from '@domain/contacts/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';

export const createContact = (input: ContactCreate) => api.post<Contact>('/contacts', input);

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
  });
}
