import type { QuickMessageAnswer } from '@domain/quick-messages/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Page } from '../../../components/ui/page';
import { SearchAndAdd } from '../../../components/ui/search-and-add';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useDeleteQuickMessage } from '../api/quick-messages';
import { useQuickMessageEvents } from '../hooks/use-quick-message-events';
import { QUICK_MESSAGES_NS } from '../texts';
import { QuickMessageModal } from './quick-message-modal';
import { QuickMessagesTable } from './quick-messages-table';
import './quick-messages.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: QuickMessageAnswer };

/** /quick-messages (spec 2 §2): search, the table with infinite scroll, the add/edit modal; live on quickemessage. */
export function QuickMessagesPage() {
  const { t } = useTranslation(QUICK_MESSAGES_NS);
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const remove = useDeleteQuickMessage();
  const deletion = useDeleteConfirmation((record: QuickMessageAnswer) => remove.mutateAsync(record.id), t('deleted'));
  useQuickMessageEvents(user.companyId);

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
          addTestId="quick-message-add"
        />
      }
    >
      <QuickMessagesTable
        searchParam={searchParam}
        onEdit={(record) => setEditing({ mode: 'edit', record })}
        onDelete={deletion.ask}
      />
      {editing.mode !== 'closed' && (
        <QuickMessageModal
          key={editing.mode === 'edit' ? editing.record.id : 'new'}
          record={editing.mode === 'edit' ? editing.record : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      <DeletionDialog deletion={deletion} title={(target) => t('deleteTitle', { shortcode: target?.shortcode ?? '' })}>
        {t('deleteMessage')}
      </DeletionDialog>
    </Page>
  );
}
