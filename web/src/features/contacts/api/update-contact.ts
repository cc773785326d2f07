import type { Contact, ContactUpdate } from '@domain/contacts/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';

export const updateContact = ({ id, input }: { id: string; input: ContactUpdate }) =>
  api.put<Contact>(`/contacts/${id}`, input);

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
  });
}
