import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useRecordForm } from '../../../hooks/use-save-form';
import type { Queue } from '../../../types/api';
import { useCreateQueue } from '../api/create-queue';
import { useUpdateQueue } from '../api/update-queue';
import { toQueuePayload, type QueueFormValues } from '../queue-form-values';
import { ColorPalette } from './color-palette';

interface QueueFormProps {
  queueId?: string;
  initialValues: QueueFormValues;
  usedColors: string[];
  onCancel: () => void;
  onSaved: (queue: Queue) => void;
  /** Shown under the fields, above the buttons, outside the <form> (the option tree has forms of its own). */
  children?: ReactNode;
}

export function QueueForm({ queueId, initialValues, usedColors, onCancel, onSaved, children }: QueueFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: queueId,
    initialValues,
    check: toQueuePayload,
    create: useCreateQueue(),
    update: useUpdateQueue(),
    savedMessage: t('queueModal.saved'),
    onSaved,
  });

  return (
    <>
      <form id={formId} onSubmit={onSubmit} noValidate data-testid="queue-form">
        <div className="modal-body form-grid">
          <TextField
            label={t('queueModal.name')}
            name="name"
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onChange={(event) => change({ name: event.target.value })}
            autoFocus
          />
          <ColorPalette
            value={values.color}
            onChange={(color) => change({ color })}
            usedColors={usedColors}
            error={errors.color}
          />
          <TextAreaField
            label={t('queueModal.greetingMessage')}
            name="greetingMessage"
            rows={3}
            value={values.greetingMessage}
            error={errors.greetingMessage}
            onChange={(event) => change({ greetingMessage: event.target.value })}
          />
          <TextAreaField
            label={t('queueModal.outOfHoursMessage')}
            name="outOfHoursMessage"
            rows={3}
            value={values.outOfHoursMessage}
            error={errors.outOfHoursMessage}
            onChange={(event) => change({ outOfHoursMessage: event.target.value })}
          />
          <TextField
            label={t('queueModal.orderQueue')}
            name="orderQueue"
            type="number"
            min={0}
            value={values.orderQueue}
            error={errors.orderQueue}
            onChange={(event) => change({ orderQueue: event.target.value })}
          />
        </div>
      </form>
      {children}
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
          {queueId ? t('common.save') : t('common.add')}
        </button>
      </footer>
    </>
  );
}
