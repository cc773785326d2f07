import type { Contact } from '@domain/contacts/schema';
import type { OpenTicketOwner } from '@domain/tickets/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import { toast } from '../../../lib/toast';
import { useConnections } from '../../connections/api/get-connections';
import { ContactModal } from '../../contacts/components/contact-modal';
import { OtherTicketDialog } from '../../contacts/components/other-ticket-dialog';
import { otherOpenTicket } from '../../contacts/open-ticket-request';
import { useCreateTicket } from '../api/create-ticket';
import { initialNewTicketValues, newTicketRequest, type NewTicketValues } from '../new-ticket-values';
import { ContactSearch } from './contact-search';
import { SelectField } from './select-field';
import '../../../i18n/contacts-texts';

interface NewTicketModalProps {
  open: boolean;
  onClose: () => void;
}

/** Opens a ticket with a contact (found or added here), in a queue, through a connection (spec 1 §2, §5). */
export function NewTicketModal({ open, onClose }: NewTicketModalProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { data: connections = [] } = useConnections({ enabled: open });
  const create = useCreateTicket();
  const [contact, setContact] = useState<Contact | null>(null);
  const [chosen, setChosen] = useState<Partial<NewTicketValues>>({});
  const [missing, setMissing] = useState<'contact' | 'queue'>();
  const [addingName, setAddingName] = useState<string | null>(null);
  const [owner, setOwner] = useState<OpenTicketOwner | null>(null);
  const values: NewTicketValues = {
    ...initialNewTicketValues(user, connections),
    ...chosen,
    contactId: contact?.id ?? '',
  };

  const goTo = (ticketUuid: string) => {
    onClose();
    navigate(`/tickets/${ticketUuid}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = newTicketRequest(values, user);
    if (!request.ok) return setMissing(request.missing);
    create.mutateAsync(request.payload).then(
      (ticket) => goTo(ticket.uuid),
      (error: unknown) => {
        const holder = otherOpenTicket(error);
        // The contact's open ticket is the creator's own: just go to it.
        if (holder && holder.userId === user.id) return goTo(holder.ticketId);
        if (holder) return setOwner(holder);
        toast.error(error instanceof Error ? error.message : t('tickets.newTicket.failed'));
      },
    );
  };

  return (
    <Modal open={open} title={t('tickets.newTicket.title')} onClose={onClose} testId="new-ticket-modal">
      <form onSubmit={onSubmit}>
        <div className="modal-body form-grid">
          <ContactSearch
            value={contact}
            onChange={(picked) => {
              setContact(picked);
              setMissing(undefined);
            }}
            onAdd={setAddingName}
            error={missing === 'contact' ? t('tickets.newTicket.contactRequired') : undefined}
          />
          <SelectField
            label={t('tickets.newTicket.queue')}
            value={values.queueId}
            onChange={(queueId) => {
              setChosen((current) => ({ ...current, queueId }));
              setMissing(undefined);
            }}
            options={user.queues}
            emptyOption={isAdmin(user) ? t('tickets.noQueue') : t('tickets.selectQueue')}
            error={missing === 'queue' ? t('tickets.selectQueue') : undefined}
            testId="new-ticket-queue"
          />
          <SelectField
            label={t('tickets.newTicket.connection')}
            value={values.whatsappId}
            onChange={(whatsappId) => setChosen((current) => ({ ...current, whatsappId }))}
            options={connections}
            testId="new-ticket-connection"
          />
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending} data-testid="new-ticket-submit">
            {t('common.save')}
          </button>
        </footer>
      </form>
      <ContactModal
        open={addingName !== null}
        initialValues={
          /^\+?[\d\s()-]+$/.test(addingName ?? '') ? { number: addingName ?? '' } : { name: addingName ?? '' }
        }
        onClose={() => setAddingName(null)}
        onSave={(saved) => {
          setContact(saved);
          setMissing(undefined);
        }}
      />
      <OtherTicketDialog owner={owner} onGo={() => owner && goTo(owner.ticketId)} onClose={() => setOwner(null)} />
    </Modal>
  );
}
