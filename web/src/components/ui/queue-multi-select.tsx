import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { QueueRef } from '../../types/api';
import { Icon } from './icons';

interface QueueMultiSelectProps {
  label: ReactNode;
  /** Shown in the button while nothing is chosen. */
  emptyText: ReactNode;
  queues: QueueRef[];
  value: string[];
  onChange: (queueIds: string[]) => void;
  testId?: string;
}

/** Pick any number of queues; the chosen ones show as chips in their colours. */
export function QueueMultiSelect({ label, emptyText, queues, value, onChange, testId }: QueueMultiSelectProps) {
  const selected = queues.filter((queue) => value.includes(queue.id));
  return (
    <Field className="field">
      <Label className="field-label">{label}</Label>
      <Listbox value={value} onChange={onChange} multiple>
        <ListboxButton className="input select-button" data-testid={testId}>
          <span className="chip-row">
            {selected.length === 0 && <span className="muted">{emptyText}</span>}
            {selected.map((queue) => (
              <span key={queue.id} className="chip" style={{ borderColor: queue.color, color: queue.color }}>
                {queue.name}
              </span>
            ))}
          </span>
          <Icon name="chevronDown" size={16} />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className="listbox-options">
          {queues.map((queue) => (
            <ListboxOption key={queue.id} value={queue.id} className="listbox-option">
              <span className="color-dot" style={{ background: queue.color }} aria-hidden="true" />
              <span className="listbox-option-label">{queue.name}</span>
              <Icon name="check" size={16} className="listbox-check" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
