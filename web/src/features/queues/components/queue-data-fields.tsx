import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form';
import { IntegrationSelect, PromptSelect } from '../../prompts/components/bot-choice-select';
import type { QueueFormValues } from '../queue-form-values';
import { ColorPalette } from './color-palette';

interface QueueDataFieldsProps {
  values: QueueFormValues;
  errors: FieldErrors;
  /** Colours of the other queues, which cannot be picked. */
  usedColors: string[];
  onChange: (changes: Partial<QueueFormValues>) => void;
}

/** The fields of the 'Dados da Fila' tab (spec 2 §2), the integration and prompt choices when the plan has them. */
export function QueueDataFields({ values, errors, usedColors, onChange }: QueueDataFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal-body form-grid">
      <TextField
        label={t('queueModal.name')}
        name="name"
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
        autoFocus
      />
      <ColorPalette
        value={values.color}
        onChange={(color) => onChange({ color })}
        usedColors={usedColors}
        error={errors.color}
      />
      <TextAreaField
        label={t('queueModal.greetingMessage')}
        name="greetingMessage"
        rows={3}
        value={values.greetingMessage}
        error={errors.greetingMessage}
        onChange={(event) => onChange({ greetingMessage: event.target.value })}
      />
      <TextAreaField
        label={t('queueModal.outOfHoursMessage')}
        name="outOfHoursMessage"
        rows={3}
        value={values.outOfHoursMessage}
        error={errors.outOfHoursMessage}
        onChange={(event) => onChange({ outOfHoursMessage: event.target.value })}
      />
      <TextField
        label={t('queueModal.orderQueue')}
        name="orderQueue"
        type="number"
        min={0}
        value={values.orderQueue}
        error={errors.orderQueue}
        onChange={(event) => onChange({ orderQueue: event.target.value })}
      />
      <IntegrationSelect value={values.integrationId} onChange={(integrationId) => onChange({ integrationId })} />
      <PromptSelect value={values.promptId} error={errors.promptId} onChange={(promptId) => onChange({ promptId })} />
    </div>
  );
}
