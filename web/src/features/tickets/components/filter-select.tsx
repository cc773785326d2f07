import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Icon } from '../../../components/ui/icons';

interface FilterOption {
  id: string;
  name: string;
  color?: string;
}

interface FilterSelectProps {
  label: string;
  options: FilterOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  testId?: string;
}

/** A compact multiple choice for the list toolbar (queues, tags, users); the button shows how many are on. */
export function FilterSelect({ label, options, value, onChange, testId }: FilterSelectProps) {
  return (
    <Listbox value={value} onChange={onChange} multiple>
      <ListboxButton className="btn btn-ghost btn-sm filter-select" data-testid={testId} aria-label={label}>
        <span>{label}</span>
        {value.length > 0 && <span className="filter-select-count">{value.length}</span>}
        <Icon name="chevronDown" size={14} />
      </ListboxButton>
      <ListboxOptions anchor="bottom start" className="listbox-options filter-select-options">
        {options.map((option) => (
          <ListboxOption key={option.id} value={option.id} className="listbox-option">
            {option.color && <span className="color-dot" style={{ background: option.color }} aria-hidden="true" />}
            <span className="listbox-option-label">{option.name}</span>
            <Icon name="check" size={16} className="listbox-check" />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
