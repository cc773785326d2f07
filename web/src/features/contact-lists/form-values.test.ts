import { describe, expect, it } from 'vitest';
import { checkProgress, toItemPayload, toListPayload } from './form-values';

describe('contact list forms', () => {
  it('checks the list name with spec 3 §5’s texts', () => {
    expect(toListPayload({ name: 'A' })).toEqual({ ok: false, errors: { name: 'Too Short!' } });
    expect(toListPayload({ name: '  Clientes ' })).toEqual({ ok: true, payload: { name: 'Clientes' } });
  });

  it('checks an item: name, number digits (8 to 50) and e-mail', () => {
    expect(toItemPayload({ name: 'Ana', number: '1234', email: 'x@' })).toEqual({
      ok: false,
      errors: { number: 'Too Short!', email: 'Invalid email' },
    });
    expect(toItemPayload({ name: 'Ana', number: '+55 (11) 98888-7777', email: '' })).toEqual({
      ok: true,
      payload: { name: 'Ana', number: '5511988887777', email: '' },
    });
  });

  it('tells the check progress', () => {
    expect(checkProgress({ contactsCount: 4, validCount: 2, invalidCount: 1 })).toEqual({
      checked: 3,
      total: 4,
      valid: 2,
      invalid: 1,
      percent: 75,
    });
    expect(checkProgress({ contactsCount: 0, validCount: 0, invalidCount: 0 }).percent).toBe(0);
  });
});
