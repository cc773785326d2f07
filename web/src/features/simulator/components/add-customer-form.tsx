import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { customerNumber } from '../simulator-logic';
import type { SimulatorCustomer } from '../simulator-types';

/** A new customer for the phone to play: a number (8 to 15 digits) and a name. */
export function AddCustomerForm({ onAdd }: { onAdd: (customer: SimulatorCustomer) => void }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = customerNumber(number);
    setInvalid(!digits);
    if (!digits) return;
    onAdd({ number: digits, name: name.trim(), lastMessageAt: null });
    setNumber('');
    setName('');
  };

  return (
    <form className="phone-add" onSubmit={submit} noValidate data-testid="simulator-add-customer">
      <input
        className="input"
        inputMode="tel"
        placeholder={t('simulator.customerNumber')}
        aria-label={t('simulator.customerNumber')}
        aria-invalid={invalid}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <input
        className="input"
        placeholder={t('simulator.customerName')}
        aria-label={t('simulator.customerName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="btn btn-ghost" aria-label={t('simulator.addCustomer')}>
        <Icon name="plus" size={18} />
        {t('simulator.addCustomer')}
      </button>
      {invalid && <p className="field-error">{t('simulator.invalidNumber')}</p>}
    </form>
  );
}
