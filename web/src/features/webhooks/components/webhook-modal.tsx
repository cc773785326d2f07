import { WEBHOOK_EVENTS, type Webhook, type WebhookWithSecret } from '@domain/webhooks/schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useRecordForm } from '../../../hooks/use-save-form';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';
import { WEBHOOKS_NS } from '../texts';
import { emptyWebhookForm, toggledEvents, toWebhookPayload, webhookToForm } from '../webhook-form-values';

interface WebhookModalProps {
  open: boolean;
  /** The endpoint being edited; absent when adding one. */
  webhook?: Webhook;
  onClose: () => void;
  /** A new endpoint's answer, with its secret to show once. */
  onCreated: (created: WebhookWithSecret) => void;
}

export function WebhookModal({ open, webhook, onClose, onCreated }: WebhookModalProps) {
  const { t } = useTranslation(WEBHOOKS_NS);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={webhook ? t('modal.editTitle') : t('modal.addTitle')}
      testId="webhook-modal"
    >
      <WebhookForm key={webhook?.id ?? 'new'} webhook={webhook} onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function WebhookForm({ webhook, onClose, onCreated }: Omit<WebhookModalProps, 'open'>) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: webhook?.id,
    initialValues: webhook ? webhookToForm(webhook) : emptyWebhookForm,
    check: toWebhookPayload,
    create: useCreateWebhook(),
    update: useUpdateWebhook(),
    savedMessage: t('saved'),
    onSaved: (saved: Webhook | WebhookWithSecret) => {
      onClose();
      if ('secret' in saved) onCreated(saved);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="webhook-form">
      <div className="modal-body webhook-form-fields">
        <TextField
          label={t('modal.url')}
          value={values.url}
          error={errors.url}
          hint={t('modal.urlHint')}
          type="url"
          inputMode="url"
          placeholder="https://"
          autoFocus
          maxLength={2000}
          onChange={(event) => change({ url: event.target.value })}
        />
        <fieldset className="webhook-events" aria-invalid={Boolean(errors.events)}>
          <legend className="field-label">{t('modal.events')}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="checkbox-field">
              <input
                type="checkbox"
                checked={values.events.includes(event)}
                onChange={(input) => change({ events: toggledEvents(values.events, event, input.target.checked) })}
              />
              <span>{t(`events.${event}`)}</span>
            </label>
          ))}
          {errors.events && <p className="field-error">{errors.events}</p>}
        </fieldset>
        <label className="switch-field">
          <input
            type="checkbox"
            role="switch"
            checked={values.active}
            onChange={(event) => change({ active: event.target.checked })}
          />
          <span>{t('modal.active')}</span>
        </label>
      </div>
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('modal.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {webhook ? t('modal.save') : t('modal.add')}
        </button>
      </footer>
    </form>
  );
}
