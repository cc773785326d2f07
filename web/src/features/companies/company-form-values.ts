import { CompanyCreate, CompanyUpdate } from '@domain/companies/admin-body';
import type { Company } from '@domain/companies/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';
import { dueDateOrNull, type Recurrence } from './due-date';

/** The Empresas tab's form (spec 2 §2); the password only while creating (the first admin's). */
export interface CompanyFormValues {
  name: string;
  email: string;
  phone: string;
  planId: string;
  status: boolean;
  campaignsEnabled: boolean;
  recurrence: Recurrence;
  /** 'YYYY-MM-DD', or '' for none. */
  dueDate: string;
  password: string;
}

/** A new company: active, campaigns on, billed monthly (as signup does, spec 2 §4), no due date yet. */
export const emptyCompanyForm: CompanyFormValues = {
  name: '',
  email: '',
  phone: '',
  planId: '',
  status: true,
  campaignsEnabled: true,
  recurrence: 'MENSAL',
  dueDate: '',
  password: '',
};

export const companyToForm = (company: Company): CompanyFormValues => ({
  name: company.name,
  email: company.email ?? '',
  phone: company.phone ?? '',
  planId: company.planId,
  status: company.status,
  campaignsEnabled: company.campaignsEnabled,
  recurrence: company.recurrence ?? 'MENSAL',
  dueDate: company.dueDate ?? '',
  password: '',
});

/** What the form sends: PUT /companies/{id} takes the same fields as POST /companies but the password. */
export type CompanyPayload = CompanyCreate | CompanyUpdate;

/**
 * The company to send, checked with the server's own schema (spec 2 §5: e-mail and plan required); an empty or
 * invalid due date goes as null, an empty phone as null.
 */
export function toCompanyPayload(values: CompanyFormValues, creating: boolean): Checked<CompanyPayload> {
  const { password, ...fields } = values;
  const input = {
    ...fields,
    phone: fields.phone.trim() || null,
    dueDate: dueDateOrNull(fields.dueDate),
    // An empty password is a missing one, so the form says 'Required' rather than 'Too Short!'.
    ...(creating ? { password: password || undefined } : {}),
  };
  const parsed = (creating ? CompanyCreate : CompanyUpdate).safeParse(input);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
