import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Page } from '../../../components/ui/page';
import { SearchAndAdd } from '../../../components/ui/search-and-add';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { toast } from '../../../lib/toast';
import { usePlan } from '../../companies/api/get-plan';
import { useDeleteQueueIntegration, useQueueIntegrations } from '../api/queue-integrations';
import { useQueueIntegrationEvents } from '../hooks/use-queue-integration-events';
import type { QueueIntegration } from '../integration-form';
import { QUEUE_INTEGRATIONS_NS } from '../texts';
import { QueueIntegrationModal } from './queue-integration-modal';
import { QueueIntegrationsTable } from './queue-integrations-table';
import './queue-integrations.css';

/** Spec 3 §9: the redirect after the permission toast. */
const REDIRECT_MS = 1000;

/** /queue-integration (spec 3 §2, §6): only while the plan has useIntegrations; otherwise told and sent to / after 1 s. */
export function QueueIntegrationsPage() {
  const { t } = useTranslation(QUEUE_INTEGRATIONS_NS);
  const navigate = useNavigate();
  const plan = usePlan(useCurrentUser().companyId);
  // As the menu reads it: a plan that failed to load counts as on, and the API still refuses the calls.
  const allowed = plan.isPending ? undefined : plan.data?.useIntegrations !== false;
  useEffect(() => {
    if (allowed !== false) return;
    toast.error(t('noPermission'));
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [allowed, navigate, t]);
  if (allowed === undefined) return <FullPageSpinner />;
  return allowed ? <QueueIntegrationsManager /> : null;
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: QueueIntegration };

/** Search, the count in the title, the table with infinite scroll and the dialog; live on `queueIntegration`. */
function QueueIntegrationsManager() {
  const { t } = useTranslation(QUEUE_INTEGRATIONS_NS);
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const integrations = useQueueIntegrations(searchParam);
  const remove = useDeleteQueueIntegration();
  const deletion = useDeleteConfirmation((record: QueueIntegration) => remove.mutateAsync(record.id), t('deleted'));
  useQueueIntegrationEvents(user.companyId);
  const count = integrations.data?.pages[0]?.count ?? 0;

  return (
    <Page
      title={<span data-testid="queue-integrations-title">{t('title', { count })}</span>}
      actions={
        <SearchAndAdd
          search={search}
          onSearch={setSearch}
          placeholder={t('search')}
          addLabel={t('add')}
          onAdd={() => setEditing({ mode: 'add' })}
          addTestId="queue-integration-add"
        />
      }
    >
      <QueueIntegrationsTable
        query={integrations}
        onEdit={(record) => setEditing({ mode: 'edit', record })}
        onDelete={deletion.ask}
      />
      {editing.mode !== 'closed' && (
        <QueueIntegrationModal
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
