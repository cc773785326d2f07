import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT, stepErrors, subscriptionBody, type CheckoutValues } from './checkout-form';

const filled: CheckoutValues = {
  fullName: 'Ana Maria Souza',
  address: 'Rua das Flores, 10',
  city: 'Recife',
  zipcode: '50000-000',
  country: 'BR',
};

describe('checkout step validation (spec 2 §5)', () => {
  it('requires every field of the Dados step, naming each with its own message', () => {
    expect(stepErrors(0, EMPTY_CHECKOUT)).toEqual({
      fullName: 'checkout.errors.fullName',
      address: 'checkout.errors.address',
      city: 'checkout.errors.city',
      zipcode: 'checkout.errors.zipcode',
      country: 'checkout.errors.country',
    });
  });

  it('counts blanks as empty and accepts only the spec’s countries (BR, usa)', () => {
    expect(stepErrors(0, { ...filled, city: '   ' })).toEqual({ city: 'checkout.errors.city' });
    expect(stepErrors(0, { ...filled, country: 'AR' })).toEqual({ country: 'checkout.errors.country' });
    expect(stepErrors(0, { ...filled, country: 'usa' })).toEqual({});
  });

  it('lets a filled Dados step, the plan card and the review through', () => {
    expect(stepErrors(0, filled)).toEqual({});
    expect(stepErrors(1, EMPTY_CHECKOUT)).toEqual({});
    expect(stepErrors(2, filled)).toEqual({});
  });
});

describe('the POST /subscription body (spec 2 §7)', () => {
  const plan = { id: 'p1', name: 'Ouro', users: 5, connections: 2, queues: 3, value: 149.9 };

  it('carries the spec’s fields: the name split, the address, the plan as JSON, its price and counts, the invoice', () => {
    expect(subscriptionBody(filled, plan, { id: 'inv1', value: 149.9 })).toEqual({
      firstName: 'Ana',
      lastName: 'Maria Souza',
      address2: 'Rua das Flores, 10',
      city: 'Recife',
      state: '',
      zipcode: '50000-000',
      country: 'BR',
      useAddressForPaymentDetails: false,
      nameOnCard: '',
      cardNumber: '',
      cvv: '',
      plan: JSON.stringify(plan),
      price: 149.9,
      users: 5,
      connections: 2,
      invoiceId: 'inv1',
    });
  });

  it('sends a single name as the first name, trimmed', () => {
    const body = subscriptionBody({ ...filled, fullName: '  Ana  ' }, undefined, { id: 'inv1', value: 10 });
    expect([body.firstName, body.lastName, body.plan, body.users]).toEqual(['Ana', '', null, null]);
  });
});
