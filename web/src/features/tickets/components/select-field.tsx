import type { ReactNode } from 'react';
import { FieldFrame } from '../../../components/ui/field';

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: { id: string; name: string }[];
  /** The first, empty choice ('' value). */
  emptyOption?: string;
  error?: string;
  testId?: string;
}

/** A labelled native select of named records, as the ticket modals use them. */
export function SelectField({ label, value, onChange, options, emptyOption, error, testId }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, describedBy }) => (
        <select
          id={inputId}
          className="input"
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
