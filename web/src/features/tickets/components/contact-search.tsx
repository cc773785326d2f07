import type { Contact } from '@domain/contacts/schema';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { MIN_CONTACT_SEARCH } from '@domain/contacts/schema';
import { useContactSearch } from '../api/search-contacts';

interface ContactSearchProps {
  value: Contact | null;
  onChange: (contact: Contact | null) => void;
  /** Opens the contact dialog, prefilled with what was typed (no add button without it). */
  onAdd?: (typed: string) => void;
  error?: string;
  testId?: string;
  label?: string;
}

/** Type at least 3 characters; the search runs 500 ms after the last keystroke (spec 1 §5, §9). */
export function ContactSearch({
  value,
  onChange,
  onAdd,
  error,
  testId = 'new-ticket-contact',
  label,
}: ContactSearchProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const searchParam = useDebouncedValue(typed.trim());
  const { data: contacts, isFetching } = useContactSearch(searchParam);
  const searching = searchParam.length >= MIN_CONTACT_SEARCH;

  return (
    <Field className={`field${error ? ' field-invalid' : ''}`}>
      <Label className="field-label">{label ?? t('tickets.newTicket.contact')}</Label>
      <div className="contact-search-row">
        <Combobox value={value} onChange={onChange} by="id" immediate>
          <ComboboxInput
            className="input"
            data-testid={testId}
            displayValue={(contact: Contact | null) => contact?.name ?? ''}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
          <ComboboxOptions anchor="bottom start" className="listbox-options contact-search-options">
            {searching && !isFetching && (contacts ?? []).length === 0 && (
              <p className="listbox-empty muted">{t('common.noRecords')}</p>
            )}
            {(searching ? (contacts ?? []) : []).map((contact) => (
              <ComboboxOption key={contact.id} value={contact} className="listbox-option">
                <span className="listbox-option-label">
                  {contact.name} <span className="muted small">{contact.number}</span>
                </span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </Combobox>
        {onAdd && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => onAdd(typed.trim())}
            data-testid="new-ticket-add-contact"
          >
            <Icon name="plus" size={16} />
            {t('tickets.newTicket.addContact')}
          </button>
        )}
      </div>
      {error && <p className="field-error">{error}</p>}
    </Field>
  );
}
