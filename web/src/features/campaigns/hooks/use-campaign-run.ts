import type { CampaignAnswer } from '@domain/campaigns/schema';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCancelCampaign, useRestartCampaign } from '../api/campaign-commands';
import { CAMPAIGNS_NS } from '../texts';

/**
 * Stop and restart (spec 3 §4, §8), from the list's rows and from the dialog: a success toast each; a failure
 * toasts the error's message (the API client's own toast).
 */
export function useCampaignRun() {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const cancel = useCancelCampaign();
  const restart = useRestartCampaign();
  const run = (mutation: typeof cancel, message: string) => (campaign: Pick<CampaignAnswer, 'id'>) =>
    mutation.mutateAsync(campaign.id).then(
      () => toast.success(message),
      () => undefined,
    );
  return {
    stop: run(cancel, t('cancelled')),
    restart: run(restart, t('restarted')),
    busy: cancel.isPending || restart.isPending,
  };
}
