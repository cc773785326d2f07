import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import type { Queue } from '../../../types/api';
import { useDeleteQueue } from '../api/delete-queue';
import { useQueues } from '../api/get-queues';
import { QueueModal } from './queue-modal';
import { QueuesTable } from './queues-table';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; queue: Queue };

export function QueuesPage({ showHoursTab }: { showHoursTab: boolean }) {
  const { t } = useTranslation();
  const { data: queues, isLoading } = useQueues();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const deleteQueue = useDeleteQueue();
  const deletion = useDeleteConfirmation((queue: Queue) => deleteQueue.mutateAsync(queue.id), t('queues.deleted'));

  return (
    <Page
      title={t('queues.title')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
          <Icon name="plus" size={18} />
          {t('queues.add')}
        </button>
      }
    >
      <QueuesTable
        queues={queues}
        loading={isLoading}
        onEdit={(queue) => setEditing({ mode: 'edit', queue })}
        onDelete={deletion.ask}
      />
      <QueueModal
        open={editing.mode !== 'closed'}
        queue={editing.mode === 'edit' ? editing.queue : undefined}
        queues={queues ?? []}
        showHoursTab={showHoursTab}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('queues.deleteTitle', { name: deletion.target?.name ?? '' })}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('queues.deleteMessage')}
      </ConfirmDialog>
    </Page>
  );
}
