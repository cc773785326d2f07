import type { SubscriptionBody } from '@domain/invoices/schema';
import type { Plan } from '../../types/api';

/** Spec 2 §5: the checkout's country options. */
export const COUNTRIES = ['BR', 'usa'] as const;

/** Spec 2 §4: 0 Dados, 1 Personalizar (the plan card), 2 Revisar. */
export const CHECKOUT_STEPS = ['data', 'plan', 'review'] as const;
export type CheckoutStep = 0 | 1 | 2;
export const LAST_STEP: CheckoutStep = 2;

export interface CheckoutValues {
  fullName: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
}

export const EMPTY_CHECKOUT: CheckoutValues = { fullName: '', address: '', city: '', zipcode: '', country: '' };

type ErrorKey = `checkout.errors.${keyof CheckoutValues}`;
export type CheckoutErrors = Partial<Record<keyof CheckoutValues, ErrorKey>>;

const REQUIRED: (keyof CheckoutValues)[] = ['fullName', 'address', 'city', 'zipcode', 'country'];

/** The message key of each field the step needs and lacks (spec 2 §5: every Dados field is required). */
export function stepErrors(step: CheckoutStep, values: CheckoutValues): CheckoutErrors {
  if (step !== 0) return {};
  const errors: CheckoutErrors = {};
  for (const field of REQUIRED) {
    const value = values[field].trim();
    const valid = field === 'country' ? (COUNTRIES as readonly string[]).includes(value) : value !== '';
    if (!valid) errors[field] = `checkout.errors.${field}`;
  }
  return errors;
}

/**
 * POST /subscription's body (spec 2 §7). The server charges the invoice's value and reads only `invoiceId`
 * (docs/decisions/037); the rest is sent as the spec lists it. No card is taken: the payment is a Pix.
 */
export function subscriptionBody(
  values: CheckoutValues,
  plan: Plan | undefined,
  invoice: { id: string; value: number },
): SubscriptionBody {
  const [firstName = '', ...rest] = values.fullName.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    address2: values.address.trim(),
    city: values.city.trim(),
    state: '',
    zipcode: values.zipcode.trim(),
    country: values.country,
    useAddressForPaymentDetails: false,
    nameOnCard: '',
    cardNumber: '',
    cvv: '',
    plan: plan ? JSON.stringify(plan) : null,
    price: invoice.value,
    users: plan?.users ?? null,
    connections: plan?.connections ?? null,
    invoiceId: invoice.id,
  };
}
