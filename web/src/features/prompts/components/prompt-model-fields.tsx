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

type NumberField = 'maxTokens' | 'temperature' | 'maxMessages';

/** Each number's bounds as the API checks them (temperature 0–2 in tenths; the others whole). */
const NUMBER_FIELDS: { field: NumberField; min: number; max?: number; step?: number }[] = [
  { field: 'maxTokens', min: 1 },
  { field: 'temperature', min: 0, max: 2, step: 0.1 },
  { field: 'maxMessages', min: 1 },
];

/** How the model answers: the answer's length in tokens, its temperature, and how much history goes with it. */
export function PromptModelFields({ values, errors, onChange }: PromptModelFieldsProps) {
  const { t } = useTranslation(PROMPTS_NS);
  return (
    <div className="prompt-row prompt-row-3">
      {NUMBER_FIELDS.map(({ field, min, max, step }) => (
        <TextField
          key={field}
          label={t(`modal.${field}`)}
          name={field}
          type="number"
          inputMode={step ? 'decimal' : 'numeric'}
          min={min}
          max={max}
          step={step}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      ))}
    </div>
  );
}
