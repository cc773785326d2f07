import type { CampaignAnswer } from '@domain/campaigns/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useSaveCampaign } from '../api/campaign-commands';
import { useCampaign } from '../api/campaigns';
import {
  campaignDialogMode,
  campaignToForm,
  emptyCampaignForm,
  messageTabOfFirstError,
  toCampaignPayload,
  withIncompleteField,
} from '../campaign-form-values';
import { useCampaignRun } from '../hooks/use-campaign-run';
import { CAMPAIGNS_NS } from '../texts';
import { CampaignAttachment } from './campaign-attachment';
import { CampaignFields } from './campaign-fields';
import { CampaignMessages } from './campaign-messages';

interface CampaignDialogProps {
  /** The campaign edited (read live, so a status change shows at once), or none to add one. */
  campaignId?: string;
  onClose: () => void;
}

/** Spec 3 §2: the add/edit dialog; an existing campaign is loaded first. */
export function CampaignDialog({ campaignId, onClose }: CampaignDialogProps) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const campaign = useCampaign(campaignId ?? '', { enabled: Boolean(campaignId) });
  if (!campaignId) return <CampaignForm onClose={onClose} />;
  if (campaign.data) return <CampaignForm campaign={campaign.data} onClose={onClose} />;
  return (
    <Modal open title={t('dialog.editTitle')} onClose={onClose} testId="campaign-dialog">
      <div className="modal-body campaign-dialog-loading">{campaign.isError ? t('loadFailed') : <Spinner />}</div>
    </Modal>
  );
}

function CampaignForm({ campaign, onClose }: { campaign?: CampaignAnswer; onClose: () => void }) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const [file, setFile] = useState<File | null>(null);
  const [tab, setTab] = useState(0);
  const save = useSaveCampaign();
  const run = useCampaignRun();
  const mode = campaignDialogMode(campaign, new Date());
  const { values, errors, change, onSubmit } = useSaveForm({
    initialValues: campaign ? campaignToForm(campaign) : emptyCampaignForm,
    check: toCampaignPayload,
    send: (input) =>
      save.mutateAsync({ id: campaign?.id, input, file }).catch((error: unknown) => {
        throw withIncompleteField(error, t('dialog.requiredToStart'));
      }),
    savedMessage: t('dialog.saved'),
    onSaved: onClose,
    onInvalid: (found) => {
      const messageTab = messageTabOfFirstError(found);
      if (messageTab !== null && Object.keys(found).every((key) => key.toLowerCase().includes('message'))) {
        setTab(messageTab);
      }
    },
  });
  const title = !campaign ? 'addTitle' : mode.editable ? 'editTitle' : 'readOnlyTitle';

  return (
    <Modal open title={t(`dialog.${title}`)} onClose={onClose} testId="campaign-dialog">
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-body form-grid campaign-dialog-body">
          {!mode.editable && (
            <p className="campaign-dialog-note" data-testid="campaign-read-only">
              {t(`statuses.${campaign!.status}`)} · {t('dialog.readOnlyNote')}
            </p>
          )}
          {/* A read-only dialog disables every field here; the message tabs below stay usable to read them. */}
          <fieldset className="campaign-dialog-fields form-grid" disabled={!mode.editable}>
            <CampaignFields values={values} errors={errors} change={change} />
          </fieldset>
          <CampaignMessages
            values={values}
            errors={errors}
            change={change}
            readOnly={!mode.editable}
            tab={tab}
            onTab={setTab}
          />
          <CampaignAttachment campaign={campaign} file={file} onFile={setFile} disabled={!mode.editable} />
        </div>
        <footer className="modal-footer">
          {campaign && mode.stoppable && (
            <button
              type="button"
              className="btn btn-danger campaign-dialog-run"
              disabled={run.busy}
              onClick={() => void run.stop(campaign)}
              data-testid="campaign-stop"
            >
              {t('dialog.stop')}
            </button>
          )}
          {campaign && mode.restartable && (
            <button
              type="button"
              className="btn btn-ghost campaign-dialog-run"
              disabled={run.busy}
              onClick={() => void run.restart(campaign).then(onClose)}
              data-testid="campaign-restart"
            >
              {t('dialog.restart')}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('dialog.close')}
          </button>
          {mode.editable && (
            <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="campaign-save">
              {campaign ? t('dialog.save') : t('dialog.add')}
            </button>
          )}
        </footer>
      </form>
    </Modal>
  );
}
