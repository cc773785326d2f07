import type { Company } from '@domain/companies/schema';
import { describe, expect, it } from 'vitest';
import { companyToForm, emptyCompanyForm, toCompanyPayload } from './company-form-values';

const filled = { ...emptyCompanyForm, name: 'Acme', email: 'dono@acme.com', planId: 'plan-1' };

const company: Company = {
  id: 'c1',
  name: 'Acme',
  email: 'dono@acme.com',
  phone: null,
  planId: 'plan-1',
  status: false,
  campaignsEnabled: true,
  dueDate: '2026-12-10',
  recurrence: 'TRIMESTRAL',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the Empresas form values', () => {
  it('starts a new company active, with campaigns, monthly and without a due date', () => {
    expect(emptyCompanyForm).toMatchObject({ status: true, campaignsEnabled: true, recurrence: 'MENSAL', dueDate: '' });
  });

  it('sends a new company with its first admin password, no phone and no due date as null', () => {
    expect(toCompanyPayload({ ...filled, password: 'segredo1' }, true)).toEqual({
      ok: true,
      payload: {
        name: 'Acme',
        email: 'dono@acme.com',
        phone: null,
        planId: 'plan-1',
        status: true,
        campaignsEnabled: true,
        recurrence: 'MENSAL',
        dueDate: null,
        password: 'segredo1',
      },
    });
  });

  it('sends an edited company without a password and an invalid due date as null (spec 2 §5)', () => {
    const checked = toCompanyPayload({ ...companyToForm(company), password: 'ignored', dueDate: '2026-02-30' }, false);
    expect(checked.ok && checked.payload).toEqual({
      name: 'Acme',
      email: 'dono@acme.com',
      phone: null,
      planId: 'plan-1',
      status: false,
      campaignsEnabled: true,
      recurrence: 'TRIMESTRAL',
      dueDate: null,
    });
    expect(toCompanyPayload({ ...filled, phone: ' 5511999 ', dueDate: '2027-01-31' }, false)).toMatchObject({
      payload: { phone: '5511999', dueDate: '2027-01-31' },
    });
  });

  it('marks the required e-mail and plan (spec 2 §5), and a missing password only when creating', () => {
    const created = toCompanyPayload({ ...emptyCompanyForm, name: 'Acme' }, true);
    expect(created.ok).toBe(false);
    if (!created.ok) expect(Object.keys(created.errors).sort()).toEqual(['email', 'password', 'planId']);
    const edited = toCompanyPayload({ ...filled, email: 'not-an-email' }, false);
    expect(edited.ok).toBe(false);
    if (!edited.ok) expect(Object.keys(edited.errors)).toEqual(['email']);
  });

  it('loads a company without a recurrence as monthly and its empty fields as empty text', () => {
    expect(companyToForm({ ...company, recurrence: null, dueDate: null, email: null })).toMatchObject({
      recurrence: 'MENSAL',
      dueDate: '',
      email: '',
      phone: '',
      password: '',
      status: false,
    });
  });
});
