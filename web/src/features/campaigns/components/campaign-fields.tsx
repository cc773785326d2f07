import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form';
import { maskTime } from '../../../lib/time-mask';
import { SelectField } from '../../tickets/components/select-field';
import { useCampaignOptions } from '../api/campaign-options';
import type { CampaignFormValues } from '../campaign-form-values';
import { CAMPAIGNS_NS } from '../texts';

interface CampaignFieldsProps {
  values: CampaignFormValues;
  errors: FieldErrors;
  change: (changes: Partial<CampaignFormValues>) => void;
}

/** Name, connection, recipients (contact list or tag), file list, schedule and the confirmation switch (spec 3 §2). */
export function CampaignFields({ values, errors, change }: CampaignFieldsProps) {
  const { t } = useTranslation(CAMPAIGNS_NS);
  const options = useCampaignOptions();
  const none = t('dialog.none');

  return (
    <>
      <TextField
        label={t('dialog.name')}
        value={values.name}
        maxLength={50}
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
        data-testid="campaign-name"
      />
      <div className="campaign-dialog-row">
        <SelectField
          label={t('dialog.connection')}
          value={values.whatsappId}
          options={options.connections}
          emptyOption={t('dialog.chooseConnection')}
          error={errors.whatsappId}
          onChange={(whatsappId) => change({ whatsappId })}
          testId="campaign-connection"
        />
        <SelectField
          label={t('dialog.contactList')}
          value={values.contactListId}
          options={options.contactLists}
          emptyOption={none}
          error={errors.contactListId}
          onChange={(contactListId) => change({ contactListId })}
          testId="campaign-contact-list"
        />
      </div>
      <div className="campaign-dialog-row">
        <SelectField
          label={t('dialog.tagList')}
          value={values.tagListId}
          options={options.tags}
          emptyOption={none}
          error={errors.tagListId}
          onChange={(tagListId) => change({ tagListId })}
          testId="campaign-tag-list"
        />
        <SelectField
          label={t('dialog.fileList')}
          value={values.fileListId}
          options={options.fileLists}
          emptyOption={none}
          error={errors.fileListId}
          onChange={(fileListId) => change({ fileListId })}
          testId="campaign-file-list"
        />
      </div>
      <div className="campaign-dialog-row">
        <DateInput
          label={t('dialog.scheduledDay')}
          value={values.day}
          onChange={(day) => change({ day })}
          data-testid="campaign-day"
        />
        <TextField
          label={t('dialog.scheduledTime')}
          inputMode="numeric"
          placeholder="HH:mm"
          maxLength={5}
          value={values.time}
          error={errors.time}
          hint={values.day || values.time ? undefined : t('dialog.scheduleHint')}
          onChange={(event) => change({ time: maskTime(event.target.value) })}
          data-testid="campaign-time"
        />
      </div>
      <label className="switch-field campaign-switch">
        <input
          type="checkbox"
          role="switch"
          checked={values.confirmation}
          onChange={(event) => change({ confirmation: event.target.checked })}
          data-testid="campaign-confirmation"
        />
        <span>
          {t('dialog.confirmation')}
          <small className="muted campaign-switch-hint">{t('dialog.confirmationHint')}</small>
        </span>
      </label>
    </>
  );
}
