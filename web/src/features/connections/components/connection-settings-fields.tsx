import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { FieldFrame, TextField } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icons';
import type { FieldErrors } from '../../../lib/form';
import type { QueueRef } from '../../../types/api';
import { generateToken, type ConnectionFormValues } from '../connection-form-values';

interface ConnectionSettingsFieldsProps {
  values: ConnectionFormValues;
  errors: FieldErrors;
  queues: QueueRef[];
  onChange: (changes: Partial<ConnectionFormValues>) => void;
}

type MinutesField = 'expiresTicket' | 'timeUseBotQueues' | 'maxUseBotQueues';
const MINUTES_FIELDS: MinutesField[] = ['expiresTicket', 'timeUseBotQueues', 'maxUseBotQueues'];

/** The API token, the chatbot and inactivity numbers, and the queue redirection. */
export function ConnectionSettingsFields({ values, errors, queues, onChange }: ConnectionSettingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="token-row">
        <TextField
          label={t('connectionModal.token')}
          name="token"
          autoComplete="off"
          value={values.token}
          error={errors.token}
          onChange={(event) => onChange({ token: event.target.value })}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('connectionModal.regenerateToken')}
          title={t('connectionModal.regenerateToken')}
          onClick={() => onChange({ token: generateToken() })}
        >
          <Icon name="refresh" size={18} />
        </button>
        <CopyButton
          text={values.token}
          label={t('connectionModal.copyToken')}
          copiedLabel={t('connectionModal.tokenCopied')}
          data-testid="connection-token-copy"
        />
      </div>
      <div className="form-row form-row-3">
        {MINUTES_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`connectionModal.${field}`)}
            name={field}
            type="number"
            min={0}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        ))}
      </div>
      <fieldset className="fieldset">
        <legend className="field-label">{t('connectionModal.queueRedirection')}</legend>
        <p className="field-hint">{t('connectionModal.queueRedirectionHint')}</p>
        <div className="form-row">
          <FieldFrame label={t('connectionModal.transferQueueId')} error={errors.transferQueueId}>
            {({ inputId, describedBy }) => (
              <select
                id={inputId}
                className="input"
                aria-describedby={describedBy}
                value={values.transferQueueId}
                onChange={(event) => onChange({ transferQueueId: event.target.value })}
              >
                <option value="">{t('connectionModal.noTransferQueue')}</option>
                {queues.map((queue) => (
                  <option key={queue.id} value={queue.id}>
                    {queue.name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextField
            label={t('connectionModal.timeToTransfer')}
            name="timeToTransfer"
            type="number"
            min={0}
            value={values.timeToTransfer}
            error={errors.timeToTransfer}
            onChange={(event) => onChange({ timeToTransfer: event.target.value })}
          />
        </div>
      </fieldset>
    </>
  );
}
