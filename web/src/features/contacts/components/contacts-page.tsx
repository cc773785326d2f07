import { MIN_CONTACT_SEARCH, type Contact } from '@domain/contacts/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import { useDeleteContact } from '../api/delete-contact';
import { useContactEvents } from '../hooks/use-contact-events';
import { useContactImportEvents } from '../hooks/use-contact-import-events';
import { useOpenTicketAction } from '../hooks/use-open-ticket-action';
import { ContactModal } from './contact-modal';
import { ContactsTable } from './contacts-table';
import { CsvButtons } from './csv-buttons';
import { ImportDialog } from './import-dialog';
import { OtherTicketDialog } from './other-ticket-dialog';
import '../../../i18n/contacts-texts';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; contactId: string };

/** Spec 1 §2 Contacts page; `defaultWhatsappId` is the connection new tickets open on. */
export function ContactsPage({ defaultWhatsappId }: { defaultWhatsappId: string | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const typed = search.trim().toLowerCase();
  // Fewer than 3 characters keep the whole list (spec 1 §9).
  const searchParam = useDebouncedValue(typed.length >= MIN_CONTACT_SEARCH ? typed : '');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [importId, setImportId] = useState<string | null>(null);
  const deleteContact = useDeleteContact();
  const deletion = useDeleteConfirmation(
    (contact: Contact) => deleteContact.mutateAsync(contact.id),
    t('contacts.deleted'),
  );
  const openTicket = useOpenTicketAction(defaultWhatsappId);
  useContactEvents(user.companyId);
  useContactImportEvents(user.companyId);

  return (
    <Page
      title={t('contacts.title')}
      actions={
        <>
          <span className="contacts-search" data-testid="contacts-search">
            <SearchInput value={search} onChange={setSearch} placeholder={t('common.search')} />
          </span>
          <CsvButtons canImport={isAdmin(user)} onImported={(started) => setImportId(started.id)} />
          <button
            type="button"
            className="btn btn-primary"
            data-testid="add-contact"
            onClick={() => setEditing({ mode: 'add' })}
          >
            <Icon name="plus" size={18} />
            {t('contacts.add')}
          </button>
        </>
      }
    >
      <ContactsTable
        searchParam={searchParam}
        canDelete={isAdmin(user)}
        openingContactId={openTicket.pendingContactId}
        onOpenTicket={openTicket.open}
        onEdit={(contact) => setEditing({ mode: 'edit', contactId: contact.id })}
        onDelete={deletion.ask}
      />
      <ContactModal
        open={editing.mode !== 'closed'}
        contactId={editing.mode === 'edit' ? editing.contactId : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ImportDialog importId={importId} onClose={() => setImportId(null)} />
      <OtherTicketDialog
        owner={openTicket.conflict}
        onGo={openTicket.goToConflict}
        onClose={openTicket.dismissConflict}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('contacts.deleteTitle', { name: deletion.target?.name ?? '' })}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('contacts.deleteMessage')}
      </ConfirmDialog>
    </Page>
  );
}
