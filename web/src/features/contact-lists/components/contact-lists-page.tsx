import type { ContactList } from '@domain/contact-lists/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { SearchAndAdd } from '../../../components/ui/search-and-add';
import { TableStatus } from '../../../components/ui/table-status';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useContactLists, useDeleteContactList } from '../api/contact-lists';
import { useContactListEvents } from '../hooks/use-contact-list-events';
import { downloadSampleSheet } from '../sample-sheet';
import { CONTACT_LISTS_NS } from '../texts';
import { ListModal } from './list-modal';
import './contact-lists.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; list: ContactList };

/** /contact-lists (spec 3 §2): search (500 ms, lower-cased), the lists with their pages, dialogs; live. */
export function ContactListsPage() {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const deleteList = useDeleteContactList();
  const deletion = useDeleteConfirmation((list: ContactList) => deleteList.mutateAsync(list.id), t('listDeleted'));
  useContactListEvents(user.companyId);

  return (
    <Page
      title={t('title')}
      actions={
        <SearchAndAdd
          search={search}
          onSearch={setSearch}
          placeholder={t('search')}
          addLabel={t('add')}
          onAdd={() => setEditing({ mode: 'add' })}
        />
      }
    >
      <ListsTable
        searchParam={searchParam}
        onEdit={(list) => setEditing({ mode: 'edit', list })}
        onDelete={deletion.ask}
      />
      <ListModal
        open={editing.mode !== 'closed'}
        list={editing.mode === 'edit' ? editing.list : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <DeletionDialog deletion={deletion} title={(target) => t('deleteListTitle', { name: target?.name ?? '' })}>
        {t('deleteListMessage')}
      </DeletionDialog>
    </Page>
  );
}

interface ListsTableProps {
  searchParam: string;
  onEdit: (list: ContactList) => void;
  onDelete: (list: ContactList) => void;
}

/** Name, contacts count, the sample sheet, open items, edit, delete; the next page within 100 px of the end. */
function ListsTable({ searchParam, onEdit, onDelete }: ListsTableProps) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const { t: common } = useTranslation();
  const { data, hasNextPage, isFetching, fetchNextPage } = useContactLists(searchParam);
  const lists = data?.pages.flatMap((page) => page.records) ?? [];
  const { containerRef, onScroll } = useInfiniteScroll({
    hasMore: Boolean(hasNextPage),
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
    itemCount: lists.length,
  });
  return (
    <div className="card table-card contact-lists-table" ref={containerRef} onScroll={onScroll}>
      <table className="table" data-testid="contact-lists-table">
        <thead>
          <tr>
            <th>{t('columns.name')}</th>
            <th className="cell-count">{t('columns.contacts')}</th>
            <th className="cell-actions">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.id} data-testid={`contact-list-row-${list.id}`}>
              <td className="cell-name">
                <Link to={`/contact-lists/${list.id}/contacts`}>{list.name}</Link>
              </td>
              <td className="cell-count" data-testid="contact-list-count">
                {list.contactsCount}
              </td>
              <td className="cell-actions contact-list-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('sample')}
                  title={t('sample')}
                  onClick={() => void downloadSampleSheet()}
                >
                  <Icon name="fileExport" size={17} />
                </button>
                <Link
                  className="icon-button"
                  to={`/contact-lists/${list.id}/contacts`}
                  aria-label={t('open', { name: list.name })}
                  title={t('open', { name: list.name })}
                >
                  <Icon name="contacts" size={17} />
                </Link>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`${common('common.edit')} ${list.name}`}
                  onClick={() => onEdit(list)}
                >
                  <Icon name="edit" size={17} />
                </button>
                <button
                  type="button"
                  className="icon-button danger"
                  aria-label={`${common('common.delete')} ${list.name}`}
                  onClick={() => onDelete(list)}
                >
                  <Icon name="trash" size={17} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TableStatus loading={isFetching} empty={lists.length === 0} />
    </div>
  );
}
