import type { CampaignAnswer } from '@domain/campaigns/schema';
import { useTranslation } from 'react-i18next';
import { StoredAttachmentField } from '../../../components/attachments/stored-attachment-field';
import { useDeleteCampaignMedia } from '../api/campaign-commands';
import { CAMPAIGNS_NS } from '../texts';

interface CampaignAttachmentProps {
  campaign?: CampaignAnswer;
  /** The file chosen to upload after the save (POST /campaigns/{id}/media-upload). */
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
}

/** The campaign's attachment (spec 3 §2): the stored one (removed after a confirmation) or one chosen to go up. */
export function CampaignAttachment({ campaign, file, onFile, disabled }: CampaignAttachmentProps) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const removeStored = useDeleteCampaignMedia();
  return (
    <StoredAttachmentField
      storedName={campaign?.mediaName ?? null}
      file={file}
      onFile={onFile}
      removeStored={() => (campaign ? removeStored.mutateAsync(campaign.id) : Promise.resolve())}
      removing={removeStored.isPending}
      disabled={disabled}
      testId="campaign-attachment"
      texts={{
        label: t('dialog.attachment'),
        attach: t('dialog.attach'),
        remove: t('dialog.removeAttachment'),
        confirmTitle: t('dialog.deleteAttachmentTitle'),
        confirmMessage: t('dialog.deleteAttachmentMessage'),
        removed: t('dialog.attachmentRemoved'),
      }}
    />
  );
}
