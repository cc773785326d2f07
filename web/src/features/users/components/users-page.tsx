import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import type { QueueRef, User } from '../../../types/api';
import { useDeleteUser } from '../api/delete-user';
import type { NamedOption } from './user-admin-fields';
import { UserModal } from './user-modal';
import { UsersTable } from './users-table';

interface UsersPageProps {
  queues: QueueRef[];
  connections: NamedOption[];
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; userId: string };

export function UsersPage({ queues, connections }: UsersPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const deleteUser = useDeleteUser();
  const deletion = useDeleteConfirmation((user: User) => deleteUser.mutateAsync(user.id), t('users.deleted'));

  return (
    <Page
      title={t('users.title')}
      actions={
        <>
          <SearchInput value={search} onChange={setSearch} placeholder={t('common.search')} />
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
            <Icon name="plus" size={18} />
            {t('users.add')}
          </button>
        </>
      }
    >
      <UsersTable
        searchParam={searchParam}
        onEdit={(user) => setEditing({ mode: 'edit', userId: user.id })}
        onDelete={deletion.ask}
      />
      <UserModal
        open={editing.mode !== 'closed'}
        userId={editing.mode === 'edit' ? editing.userId : undefined}
        editorIsAdmin
        queues={queues}
        connections={connections}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('users.deleteTitle', { name: deletion.target?.name ?? '' })}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('users.deleteMessage')}
      </ConfirmDialog>
    </Page>
  );
}
