import { Listbox, ListboxButton, ListboxOption, ListboxOptions, Label, Field } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { QueueRef } from '../../../types/api';

interface QueueMultiSelectProps {
  queues: QueueRef[];
  value: string[];
  onChange: (queueIds: string[]) => void;
}

export function QueueMultiSelect({ queues, value, onChange }: QueueMultiSelectProps) {
  const { t } = useTranslation();
  const selected = queues.filter((queue) => value.includes(queue.id));
  return (
    <Field className="field">
      <Label className="field-label">{t('userModal.queues')}</Label>
      <Listbox value={value} onChange={onChange} multiple>
        <ListboxButton className="input select-button" data-testid="queue-select">
          <span className="chip-row">
            {selected.length === 0 && <span className="muted">{t('userModal.noQueues')}</span>}
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
