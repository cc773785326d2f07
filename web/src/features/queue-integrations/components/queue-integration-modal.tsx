import { INTEGRATION_TYPES } from '@domain/queue-integrations/schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';
import { useSaveQueueIntegration, useTestQueueIntegration } from '../api/queue-integrations';
import {
  checkIntegration,
  initialIntegrationValues,
  type IntegrationFormErrors,
  type IntegrationFormValues,
  type IntegrationType,
  type QueueIntegration,
} from '../integration-form';
import { QUEUE_INTEGRATIONS_NS } from '../texts';
import { IntegrationFields } from './integration-fields';

interface QueueIntegrationModalProps {
  /** The integration edited, or none to add one. */
  record?: QueueIntegration;
  onClose: () => void;
}

/** Spec 3 §2: the type, the name and the type's fields; a test of the values as they stand, then save. */
export function QueueIntegrationModal({ record, onClose }: QueueIntegrationModalProps) {
  const { t } = useTranslation(QUEUE_INTEGRATIONS_NS);
  const [values, setValues] = useState<IntegrationFormValues>(() => initialIntegrationValues(record));
  const [errors, setErrors] = useState<IntegrationFormErrors>({});
  const save = useSaveQueueIntegration();
  const test = useTestQueueIntegration();

  const change = (fields: Partial<IntegrationFormValues>) => {
    setValues((current) => ({ ...current, ...fields }));
    setErrors({});
  };
  const checked = () => {
    const result = checkIntegration(values);
    if (!result.ok) setErrors(result.errors);
    return result.ok ? result.payload : undefined;
  };

  const onTest = () => {
    const payload = checked();
    if (!payload) return;
    // A failure is the API's error toast (the server says what the service answered).
    test.mutateAsync({ ...payload, id: record?.id }).then(
      () => toast.success(t('tested')),
      () => undefined,
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = checked();
    if (!payload) return;
    save.mutateAsync({ id: record?.id, payload }).then(
      () => {
        toast.success(t(record ? 'edited' : 'added'));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal
      open
      title={t(record ? 'modal.editTitle' : 'modal.addTitle')}
      onClose={onClose}
      testId="queue-integration-modal"
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="modal-body form-grid">
          <FieldFrame label={t('modal.type')}>
            {({ inputId }) => (
              <select
                id={inputId}
                className="input"
                value={values.type}
                onChange={(event) => change({ type: event.target.value as IntegrationType })}
                data-testid="queue-integration-type"
              >
                {INTEGRATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <TextField
            label={t('modal.name')}
            value={values.name}
            maxLength={100}
            error={errors.name && t(`modal.${errors.name}`)}
            onChange={(event) => change({ name: event.target.value })}
            data-testid="queue-integration-name"
          />
          <IntegrationFields values={values} errors={errors} onChange={change} />
        </div>
        <footer className="modal-footer">
          <button
            type="button"
            className="btn btn-ghost integration-test"
            onClick={onTest}
            disabled={test.isPending}
            data-testid="queue-integration-test"
          >
            {t('modal.test')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel', { ns: 'translation' })}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="queue-integration-save"
          >
            {t('modal.save')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
