import type { TagWithCount } from '@domain/tags/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Page } from '../../../components/ui/page';
import { SearchAndAdd } from '../../../components/ui/search-and-add';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useDeleteTag } from '../api/tags';
import { useTagEvents } from '../hooks/use-tag-events';
import { mayUseKanbanSwitch, tagActionsOf } from '../tag-form-values';
import { TAGS_NS } from '../texts';
import { TagModal } from './tag-modal';
import { TagsTable } from './tags-table';
import './tags.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; tag: TagWithCount };

/** /tags (spec 2 §2): search (500 ms), the table with its pages, the tag modal and the delete confirmation; live. */
export function TagsPage() {
  const { t } = useTranslation(TAGS_NS);
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const deleteTag = useDeleteTag();
  const deletion = useDeleteConfirmation((tag: TagWithCount) => deleteTag.mutateAsync(tag.id), t('deleted'));
  const allowed = tagActionsOf(user.profile);
  useTagEvents(user.companyId);

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
      <TagsTable
        searchParam={searchParam}
        onEdit={allowed.edit ? (tag) => setEditing({ mode: 'edit', tag }) : undefined}
        onDelete={allowed.remove ? deletion.ask : undefined}
      />
      <TagModal
        open={editing.mode !== 'closed'}
        tag={editing.mode === 'edit' ? editing.tag : undefined}
        showKanban={mayUseKanbanSwitch(user.profile)}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <DeletionDialog deletion={deletion} title={(target) => t('deleteTitle', { name: target?.name ?? '' })}>
        {t('deleteMessage')}
      </DeletionDialog>
    </Page>
  );
}
