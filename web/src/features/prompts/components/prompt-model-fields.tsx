import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form';
import type { PromptFormValues } from '../prompt-form-values';
import { PROMPTS_NS } from '../texts';

interface PromptModelFieldsProps {
  values: PromptFormValues;
  errors: FieldErrors;
  onChange: (changes: Partial<PromptFormValues>) => void;
}

/** How the model answers: the answer's length in tokens, its temperature, and how much history goes with it. */
export function PromptModelFields({ values, errors, onChange }: PromptModelFieldsProps) {
  const { t } = useTranslation(PROMPTS_NS);
  return (
    <div className="prompt-row prompt-row-3">
      <TextField
        label={t('modal.maxTokens')}
        name="maxTokens"
        type="number"
        inputMode="numeric"
        min={1}
        value={values.maxTokens}
        error={errors.maxTokens}
        onChange={(event) => onChange({ maxTokens: event.target.value })}
      />
      <TextField
        label={t('modal.temperature')}
        name="temperature"
        type="number"
        inputMode="decimal"
        min={0}
        max={2}
        step={0.1}
        value={values.temperature}
        error={errors.temperature}
        onChange={(event) => onChange({ temperature: event.target.value })}
      />
      <TextField
        label={t('modal.maxMessages')}
        name="maxMessages"
        type="number"
        inputMode="numeric"
        min={1}
        value={values.maxMessages}
        error={errors.maxMessages}
        onChange={(event) => onChange({ maxMessages: event.target.value })}
      />
    </div>
  );
}
