import type { ContactList, ContactListItem } from '@domain/contact-lists/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { toast } from '../../../lib/toast';
import { useCheckNumbers, useContactList, useDeleteItem, type ImportReport } from '../api/contact-lists';
import { checkProgress } from '../form-values';
import { useContactListEvents } from '../hooks/use-contact-list-events';
import { CONTACT_LISTS_NS } from '../texts';
import { ImportButton } from './import-button';
import { ImportReportModal } from './import-report';
import { ItemModal } from './item-modal';
import { ItemsTable } from './items-table';
import './contact-lists.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: ContactListItem };

/** /contact-lists/{id}/contacts (spec 3 §2): the list's items, import, add, edit, delete, the check's progress; live. */
export function ContactListItemsPage() {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const { contactListId = '' } = useParams();
  const user = useCurrentUser();
  const list = useContactList(contactListId).data;
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const deleteItem = useDeleteItem();
  const deletion = useDeleteConfirmation((item: ContactListItem) => deleteItem.mutateAsync(item.id), t('itemDeleted'));
  useContactListEvents(user.companyId);

  return (
    <Page
      title={list?.name ?? t('title')}
      actions={
        <>
          <Link className="btn btn-ghost" to="/contact-lists" data-testid="contact-lists-back">
            {t('back')}
          </Link>
          <SearchInput value={search} onChange={setSearch} placeholder={t('search')} />
          <ImportButton contactListId={contactListId} onReport={setReport} />
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
            <Icon name="plus" size={18} />
            {t('itemModal.addTitle')}
          </button>
        </>
      }
    >
      {list && <CheckProgress list={list} />}
      <ItemsTable
        contactListId={contactListId}
        searchParam={searchParam}
        onEdit={(item) => setEditing({ mode: 'edit', item })}
        onDelete={deletion.ask}
      />
      <ItemModal
        open={editing.mode !== 'closed'}
        contactListId={contactListId}
        item={editing.mode === 'edit' ? editing.item : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ImportReportModal report={report} onClose={() => setReport(null)} />
      <DeletionDialog deletion={deletion} title={(target) => t('deleteItemTitle', { name: target?.name ?? '' })}>
        {t('deleteItemMessage')}
      </DeletionDialog>
    </Page>
  );
}

/** How far the WhatsApp check of the list has come, and a button to ask again while items stay unchecked. */
function CheckProgress({ list }: { list: ContactList }) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const check = useCheckNumbers(list.id);
  const progress = checkProgress(list);
  if (progress.total === 0) return null;
  const unchecked = progress.checked < progress.total;
  return (
    <div className="card check-progress" data-testid="check-progress">
      <div className="check-progress-text">
        <span>{t('progress', progress)}</span>
        {list.checking && <span className="check-progress-running">{t('checking')}</span>}
      </div>
      <div className="progress-bar" aria-hidden="true">
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      {unchecked && !list.checking && (
        <div className="check-progress-again">
          <span className="field-hint">{t('uncheckedHint')}</span>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={check.isPending}
            onClick={() => check.mutate(undefined, { onSuccess: () => toast.success(t('checkStarted')) })}
          >
            <Icon name="refresh" size={16} />
            {t('check')}
          </button>
        </div>
      )}
    </div>
  );
}
