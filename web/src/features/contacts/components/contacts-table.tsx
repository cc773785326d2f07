import type { Contact } from '@domain/contacts/schema';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { TableStatus } from '../../../components/ui/table-status';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { useContacts } from '../api/get-contacts';
import { ContactAvatar } from './contact-avatar';

interface ContactsTableProps {
  searchParam: string;
  /** Delete is for admins only (spec 1 §6). */
  canDelete: boolean;
  /** The contact whose ticket is being opened: its button waits. */
  openingContactId?: string;
  onOpenTicket: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

export function ContactsTable({
  searchParam,
  canDelete,
  openingContactId,
  onOpenTicket,
  onEdit,
  onDelete,
}: ContactsTableProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetching, fetchNextPage } = useContacts(searchParam);
  const contacts = data?.pages.flatMap((page) => page.contacts) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: contacts.length,
  });

  return (
    <div className="card table-card" ref={containerRef} onScroll={onScroll}>
      <table className="table contacts-table" data-testid="contacts-table">
        <thead>
          <tr>
            <th className="cell-avatar" aria-label={t('contacts.avatar')} />
            <th>{t('contacts.name')}</th>
            <th>{t('contacts.number')}</th>
            <th>{t('contacts.email')}</th>
            <th className="cell-actions">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id} data-testid={`contact-row-${contact.id}`}>
              <td className="cell-avatar">
                <ContactAvatar name={contact.name} profilePicUrl={contact.profilePicUrl} />
              </td>
              <td className="contact-name">{contact.name}</td>
              <td className="muted">{contact.number || t('contacts.numberHidden')}</td>
              <td className="muted cell-truncate">{contact.email}</td>
              <td className="cell-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('contacts.openTicket', { name: contact.name })}
                  title={t('contacts.openTicket', { name: contact.name })}
                  data-testid={`open-ticket-${contact.id}`}
                  disabled={openingContactId === contact.id}
                  onClick={() => onOpenTicket(contact)}
                >
                  <Icon name="tickets" size={17} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`${t('common.edit')} ${contact.name}`}
                  data-testid={`edit-contact-${contact.id}`}
                  onClick={() => onEdit(contact)}
                >
                  <Icon name="edit" size={17} />
                </button>
                {canDelete && (
                  <button
                    type="button"
                    className="icon-button danger"
                    aria-label={`${t('common.delete')} ${contact.name}`}
                    data-testid={`delete-contact-${contact.id}`}
                    onClick={() => onDelete(contact)}
                  >
                    <Icon name="trash" size={17} />
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={contacts.length === 0} />
    </div>
  );
}
