import { FieldFrame } from './field';

interface RecordSelectProps {
  label: string;
  /** The first option, chosen when no record is: its value is ''. */
  noneText: string;
  records: readonly { id: string; name: string }[];
  /** The chosen id; '' or null for none. A stored id the list lacks stays chosen, shown by its id. */
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
  name?: string;
}

/** A labelled select of records by name (a queue, a prompt, an integration…) with a "none" first option. */
export function RecordSelect({ label, noneText, records, value, onChange, error, name }: RecordSelectProps) {
  const chosen = value ?? '';
  const missing = chosen !== '' && !records.some((record) => record.id === chosen);
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, describedBy }) => (
        <select
          id={inputId}
          name={name}
          className="input"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          value={chosen}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{noneText}</option>
          {missing && <option value={chosen}>{chosen}</option>}
          {records.map((record) => (
            <option key={record.id} value={record.id}>
              {record.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
