import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form';
import type { ConnectionFormValues } from '../connection-form-values';

type MessageField =
  'greetingMessage' | 'complationMessage' | 'outOfHoursMessage' | 'ratingMessage' | 'expiresInactiveMessage';

const MESSAGE_FIELDS: MessageField[] = [
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'expiresInactiveMessage',
];

interface ConnectionMessageFieldsProps {
  values: ConnectionFormValues;
  errors: FieldErrors;
  onChange: (changes: Partial<ConnectionFormValues>) => void;
}

/** The texts the connection sends on its own: greeting, completion, out of hours, rating, inactivity close. */
export function ConnectionMessageFields({ values, errors, onChange }: ConnectionMessageFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {MESSAGE_FIELDS.map((field) => (
        <TextAreaField
          key={field}
          label={t(`connectionModal.${field}`)}
          name={field}
          rows={field === 'greetingMessage' ? 4 : 2}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      ))}
    </>
  );
}
