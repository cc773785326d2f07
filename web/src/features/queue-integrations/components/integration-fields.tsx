import { INTEGRATION_LANGUAGES } from '@domain/queue-integrations/schema';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextAreaField, TextField } from '../../../components/ui/field';
import { fieldsOf, type IntegrationFormErrors, type IntegrationFormValues } from '../integration-form';
import { QUEUE_INTEGRATIONS_NS } from '../texts';

interface IntegrationFieldsProps {
  values: IntegrationFormValues;
  errors: IntegrationFormErrors;
  onChange: (fields: Partial<IntegrationFormValues>) => void;
}

const LONG_TEXTS = new Set<keyof IntegrationFormValues>([
  'jsonContent',
  'typebotUnknownMessage',
  'typebotRestartMessage',
]);
const NUMBERS = new Set<keyof IntegrationFormValues>(['typebotExpires', 'typebotDelayMessage']);

/** The fields of the chosen type (spec 3 §3): the agent's key and language, a URL, or the Typebot's settings. */
export function IntegrationFields({ values, errors, onChange }: IntegrationFieldsProps) {
  const { t } = useTranslation(QUEUE_INTEGRATIONS_NS);
  const errorText = (field: keyof IntegrationFormValues) => {
    const error = errors[field];
    return error && t(`modal.${error}`);
  };
  return fieldsOf(values.type).map((field) => {
    const label = t(field === 'urlN8N' && values.type === 'typebot' ? 'modal.urlTypebot' : `modal.${field}`);
    const testId = `queue-integration-${field}`;
    if (field === 'language') {
      return (
        <FieldFrame key={field} label={label}>
          {({ inputId }) => (
            <select
              id={inputId}
              className="input"
              value={values.language}
              onChange={(event) => onChange({ language: event.target.value })}
              data-testid={testId}
            >
              {INTEGRATION_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      );
    }
    if (LONG_TEXTS.has(field)) {
      return (
        <TextAreaField
          key={field}
          label={label}
          rows={field === 'jsonContent' ? 6 : 2}
          maxLength={field === 'jsonContent' ? 20_000 : 1000}
          spellCheck={false}
          value={values[field]}
          error={errorText(field)}
          onChange={(event) => onChange({ [field]: event.target.value })}
          data-testid={testId}
        />
      );
    }
    return (
      <TextField
        key={field}
        label={label}
        value={values[field]}
        inputMode={NUMBERS.has(field) ? 'numeric' : undefined}
        type={field === 'urlN8N' ? 'url' : 'text'}
        maxLength={field === 'urlN8N' ? 2000 : 200}
        error={errorText(field)}
        onChange={(event) => onChange({ [field]: event.target.value })}
        data-testid={testId}
      />
    );
  });
}
