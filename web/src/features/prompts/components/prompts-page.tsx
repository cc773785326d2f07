import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import type { PromptAnswer } from '@domain/prompts/schema';
import { useDeletePrompt } from '../api/prompts';
import { usePromptEvents } from '../hooks/use-prompt-events';
import { PROMPTS_NS } from '../texts';
import { PromptModal } from './prompt-modal';
import { PromptsTable } from './prompts-table';
import './prompts.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: PromptAnswer };

/** /prompts (spec 3 §2): the table, the add/edit dialog and the delete confirmation; admins write; live. */
export function PromptsPage() {
  const { t } = useTranslation(PROMPTS_NS);
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const remove = useDeletePrompt();
  const deletion = useDeleteConfirmation((record: PromptAnswer) => remove.mutateAsync(record.id), t('deleted'));
  usePromptEvents(user.companyId);

  return (
    <Page
      title={t('title')}
      actions={
        admin && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ mode: 'add' })}
            data-testid="prompt-add"
          >
            <Icon name="plus" size={18} />
            {t('add')}
          </button>
        )
      }
    >
      <PromptsTable
        onEdit={admin ? (record) => setEditing({ mode: 'edit', record }) : undefined}
        onDelete={admin ? deletion.ask : undefined}
      />
      {editing.mode !== 'closed' && (
        <PromptModal
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
