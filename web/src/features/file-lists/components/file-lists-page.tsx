import type { FileListAnswer } from '@domain/file-lists/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Page } from '../../../components/ui/page';
import { SearchAndAdd } from '../../../components/ui/search-and-add';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useDeleteFileList, useFileLists } from '../api/file-lists';
import { useFileListEvents } from '../hooks/use-file-list-events';
import { FILE_LISTS_NS } from '../texts';
import { FileListModal } from './file-list-modal';
import { FileListsTable } from './file-lists-table';
import './file-lists.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: FileListAnswer };

/** /files (spec 3 §2): search, the count in the title, the table with infinite scroll, the dialog; live on `file`. */
export function FileListsPage() {
  const { t } = useTranslation(FILE_LISTS_NS);
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const lists = useFileLists(searchParam);
  const remove = useDeleteFileList();
  const deletion = useDeleteConfirmation((record: FileListAnswer) => remove.mutateAsync(record.id), t('deleted'));
  useFileListEvents(user.companyId);

  return (
    <Page
      title={<span data-testid="file-lists-title">{t('title', { count: lists.data?.pages[0]?.count ?? 0 })}</span>}
      actions={
        <SearchAndAdd
          search={search}
          onSearch={setSearch}
          placeholder={t('search')}
          addLabel={t('add')}
          onAdd={() => setEditing({ mode: 'add' })}
          addTestId="file-list-add"
        />
      }
    >
      <FileListsTable query={lists} onEdit={(record) => setEditing({ mode: 'edit', record })} onDelete={deletion.ask} />
      {editing.mode !== 'closed' && (
        <FileListModal
          key={editing.mode === 'edit' ? editing.record.id : 'new'}
          record={editing.mode === 'edit' ? editing.record : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      <DeletionDialog deletion={deletion} title={(target) => t('deleteTitle', { name: target?.name ?? '' })}>
        {t('deleteMessage')}
      </DeletionDialog>
    </Page>
  );
}
