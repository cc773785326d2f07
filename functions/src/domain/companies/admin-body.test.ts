import { describe, expect, it } from 'vitest';
import { CompanyCreate, CompanyUpdate } from './admin-body.js';
import { sameCompanyName } from './name-claim.js';

const valid = { name: 'Padaria', email: 'dono@padaria.example.com', password: 'segredo1', planId: 'p1' };

describe('CompanyCreate (POST /companies)', () => {
  it('takes the spec defaults: active, campaigns on, MENSAL; no due date unless given', () => {
    expect(CompanyCreate.parse(valid)).toEqual({
      ...valid,
      status: true,
      campaignsEnabled: true,
      recurrence: 'MENSAL',
    });
  });

  it('reads an empty or null due date as none and keeps a real one', () => {
    expect(CompanyCreate.parse({ ...valid, dueDate: '' }).dueDate).toBeNull();
    expect(CompanyCreate.parse({ ...valid, dueDate: null }).dueDate).toBeNull();
    expect(CompanyCreate.parse({ ...valid, dueDate: '2028-02-29' }).dueDate).toBe('2028-02-29');
  });

  it.each(['2027-02-29', '2026-13-01', '24/11/2026', '2026-11-24T00:00:00Z'])('refuses the due date %s', (dueDate) => {
    expect(CompanyCreate.safeParse({ ...valid, dueDate }).success).toBe(false);
  });

  it('requires the e-mail, the plan and a 5 to 50 character password, with the form texts', () => {
    const result = CompanyCreate.safeParse({ name: 'P', email: 'x', password: '1234' });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toMatchObject({
      name: ['Too Short!'],
      email: ['Invalid email'],
      password: ['Too Short!'],
      planId: ['Required'],
    });
  });
});

describe('CompanyUpdate (PUT /companies/:id)', () => {
  it('changes only what is sent, with no defaults, and drops a password', () => {
    expect(CompanyUpdate.parse({ status: false, password: 'novasenha' })).toEqual({ status: false });
  });
});

describe('company name claims', () => {
  it('treat names that differ only in case or outer spaces as one', () => {
    expect(sameCompanyName(' Padaria Central', 'PADARIA CENTRAL ')).toBe(true);
    expect(sameCompanyName('Padaria Central', 'Padaria Central 2')).toBe(false);
  });
});
