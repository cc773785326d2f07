import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../../../types/api';
import { useCustomers } from '../api/get-customers';
import { mergeCustomers } from '../simulator-logic';
import type { SimulatorCustomer } from '../simulator-types';
import { AddCustomerForm } from './add-customer-form';
import { Conversation } from './conversation';

/** A connected phone: its chats on the left, the open chat on the right. */
export function Phone({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const { data: known } = useCustomers(connection.id);
  const [added, setAdded] = useState<SimulatorCustomer[]>([]);
  const [openNumber, setOpenNumber] = useState<string | null>(null);
  const customers = mergeCustomers(known ?? [], added);
  const open = customers.find((customer) => customer.number === openNumber);

  const addCustomer = (customer: SimulatorCustomer) => {
    setAdded((current) => [customer, ...current.filter((other) => other.number !== customer.number)]);
    setOpenNumber(customer.number);
  };

  return (
    <div className="card phone" data-testid="simulator-phone">
      <aside className="phone-chats">
        <h2 className="phone-heading">{t('simulator.customers')}</h2>
        <AddCustomerForm onAdd={addCustomer} />
        {customers.length === 0 && <p className="muted small phone-empty">{t('simulator.noCustomers')}</p>}
        <ul className="phone-chat-list">
          {customers.map((customer) => (
            <li key={customer.number}>
              <button
                type="button"
                className={`phone-chat${customer.number === openNumber ? ' active' : ''}`}
                onClick={() => setOpenNumber(customer.number)}
                data-testid="simulator-customer"
                data-number={customer.number}
              >
                <span className="avatar" aria-hidden="true">
                  {(customer.name || customer.number).charAt(0).toUpperCase()}
                </span>
                <span className="phone-chat-text">
                  <strong>{customer.name || customer.number}</strong>
                  <span className="muted small">{customer.number}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      {open ? (
        <Conversation key={open.number} connectionId={connection.id} customer={open} />
      ) : (
        <div className="phone-placeholder muted">{t('simulator.chooseCustomer')}</div>
      )}
    </div>
  );
}
