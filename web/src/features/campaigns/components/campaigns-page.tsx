import type { CampaignAnswer } from '@domain/campaigns/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeletionDialog } from '../../../components/ui/deletion-dialog';
import { Page } from '../../../components/ui/page';
import { SearchAndAdd } from '../../../components/ui/search-and-add';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useDeleteConfirmation } from '../../../hooks/use-delete-confirmation';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useDeleteCampaign } from '../api/campaign-commands';
import type { CampaignRowAction } from '../campaign-status';
import { useCampaignEvents } from '../hooks/use-campaign-events';
import { useCampaignRun } from '../hooks/use-campaign-run';
import { CAMPAIGNS_NS } from '../texts';
import { CampaignDialog } from './campaign-dialog';
import { CampaignsTable } from './campaigns-table';
import './campaigns.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: string };

/**
 * /campaigns (spec 3 §2): search (lower-cased, 500 ms; a new text starts again at page 1), the table with its
 * pages and row actions, the add/edit dialog and the delete confirmation; live on the campaign event.
 */
export function CampaignsPage() {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const remove = useDeleteCampaign();
  const deletion = useDeleteConfirmation((campaign: CampaignAnswer) => remove.mutateAsync(campaign.id), t('deleted'));
  const run = useCampaignRun();
  useCampaignEvents(user.companyId);

  const onAction = (action: CampaignRowAction, campaign: CampaignAnswer) => {
    if (action === 'stop') return void run.stop(campaign);
    if (action === 'restart') return void run.restart(campaign);
    if (action === 'report') return navigate(`/campaign/${campaign.id}/report`);
    if (action === 'edit') return setEditing({ mode: 'edit', id: campaign.id });
    deletion.ask(campaign);
  };

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
          addTestId="campaign-add"
        />
      }
    >
      <CampaignsTable searchParam={searchParam} onAction={onAction} />
      {editing.mode !== 'closed' && (
        <CampaignDialog
          key={editing.mode === 'edit' ? editing.id : 'new'}
          campaignId={editing.mode === 'edit' ? editing.id : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      <DeletionDialog deletion={deletion} title={(target) => t('deleteTitle', { name: target?.name ?? '' })}>
        {t('deleteMessage')}
      </DeletionDialog>
    </Page>
  );
}
