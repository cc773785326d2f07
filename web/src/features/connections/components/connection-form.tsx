import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../components/ui/field';
import { QueueMultiSelect } from '../../../components/ui/queue-multi-select';
import { useRecordForm } from '../../../hooks/use-save-form';
import type { Connection, ConnectionProvider, QueueRef } from '../../../types/api';
import { IntegrationSelect, PromptSelect } from '../../prompts/components/bot-choice-select';
import { useCreateConnection } from '../api/create-connection';
import { useUpdateConnection } from '../api/update-connection';
import { toConnectionPayload, type ConnectionFormValues } from '../connection-form-values';
import { ConnectionMessageFields } from './connection-message-fields';
import { ConnectionSettingsFields } from './connection-settings-fields';

export interface ConnectionFormProps {
  /** The connection being edited; absent when adding one. */
  connectionId?: string;
  initialValues: ConnectionFormValues;
  queues: QueueRef[];
  onCancel: () => void;
  onSaved: (connection: Connection) => void;
}

const PROVIDERS: ConnectionProvider[] = ['beta', 'simulator'];

export function ConnectionForm({ connectionId, initialValues, queues, onCancel, onSaved }: ConnectionFormProps) {
  const { t } = useTranslation();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: connectionId,
    initialValues,
    check: toConnectionPayload,
    create: useCreateConnection(),
    update: useUpdateConnection(),
    savedMessage: t('connectionModal.saved'),
    onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="connection-form">
      <div className="modal-body form-grid">
        <div className="form-row">
          <TextField
            label={t('connectionModal.name')}
            name="name"
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onChange={(event) => change({ name: event.target.value })}
            autoFocus
          />
          <label className="switch-field">
            <input
              type="checkbox"
              role="switch"
              checked={values.isDefault}
              onChange={(event) => change({ isDefault: event.target.checked })}
            />
            <span>{t('connectionModal.default')}</span>
          </label>
        </div>
        <FieldFrame label={t('connectionModal.provider')} error={errors.provider}>
          {({ inputId }) => (
            <select
              id={inputId}
              className="input"
              value={values.provider}
              onChange={(event) => change({ provider: event.target.value as ConnectionProvider })}
            >
              {PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {t(`connections.providers.${provider}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <QueueMultiSelect
          label={t('connectionModal.queues')}
          emptyText={t('connectionModal.noQueues')}
          queues={queues}
          value={values.queueIds}
          onChange={(queueIds) => change({ queueIds })}
          testId="connection-queues"
        />
        <PromptSelect value={values.promptId} error={errors.promptId} onChange={(promptId) => change({ promptId })} />
        <IntegrationSelect
          value={values.integrationId}
          error={errors.integrationId}
          onChange={(integrationId) => change({ integrationId })}
        />
        <ConnectionMessageFields values={values} errors={errors} onChange={change} />
        <ConnectionSettingsFields values={values} errors={errors} queues={queues} onChange={change} />
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {connectionId ? t('common.save') : t('common.add')}
        </button>
      </footer>
    </form>
  );
}
