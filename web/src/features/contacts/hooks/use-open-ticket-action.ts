import type { Contact } from '@domain/contacts/schema';
import type { OpenTicketOwner } from '@domain/tickets/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { toast } from '../../../lib/toast';
import { useOpenTicket } from '../api/open-ticket';
import { openTicketRequest, otherOpenTicket } from '../open-ticket-request';

/**
 * "Open ticket" on a contact row: creates the ticket and goes to it; when the contact already has an open
 * ticket, the owner is kept so the page can name them and offer that ticket instead.
 */
export function useOpenTicketAction(defaultWhatsappId: string | null) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const mutation = useOpenTicket();
  const [conflict, setConflict] = useState<OpenTicketOwner | null>(null);

  const open = async (contact: Contact) => {
    try {
      const ticket = await mutation.mutateAsync(openTicketRequest(contact.id, user, defaultWhatsappId));
      navigate(`/tickets/${ticket.uuid}`);
    } catch (error) {
      const owner = otherOpenTicket(error);
      if (owner) setConflict(owner);
      else toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  return {
    open: (contact: Contact) => void open(contact),
    pendingContactId: mutation.isPending ? mutation.variables?.contactId : undefined,
    conflict,
    goToConflict: () => {
      if (conflict) navigate(`/tickets/${conflict.ticketId}`);
      setConflict(null);
    },
    dismissConflict: () => setConflict(null),
  };
}
