import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { asNumberFieldError, contactToForm, newExtraInfoRow, toContactPayload } from './contact-form-values';

const valid = { ...contactToForm(), name: 'Ana Lima', number: '+55 (11) 99999-0001' };

describe('contact form', () => {
  it("says 'Required' for an empty contact and 'Invalid email' for a bad email", () => {
    expect(toContactPayload(contactToForm())).toEqual({ ok: false, errors: { name: 'Required', number: 'Required' } });
    expect(toContactPayload({ ...valid, email: 'ana@' })).toMatchObject({ errors: { email: 'Invalid email' } });
  });

  it("says 'Too Short!' for a number under 8 digits and a one-letter name", () => {
    expect(toContactPayload({ ...valid, name: 'A', number: '1234-567' })).toMatchObject({
      errors: { name: 'Too Short!', number: 'Too Short!' },
    });
  });

  it('sends the number as digits and extraInfo pairs without the form keys', () => {
    const extra = [
      { key: 'x1', id: 'e1', name: 'CPF', value: '123' },
      { ...newExtraInfoRow(), name: 'Plano', value: 'Ouro' },
    ];
    expect(toContactPayload({ ...valid, extraInfo: extra })).toEqual({
      ok: true,
      payload: {
        name: 'Ana Lima',
        number: '5511999990001',
        email: '',
        extraInfo: [
          { id: 'e1', name: 'CPF', value: '123' },
          { name: 'Plano', value: 'Ouro' },
        ],
      },
    });
  });

  it('saves a contact whose number the customer hides with the number empty, or with one typed later', () => {
    const hidden = contactToForm({ name: 'Lia', number: '', lid: '100000000000001' });
    expect(hidden.numberHidden).toBe(true);
    expect(toContactPayload(hidden)).toEqual({
      ok: true,
      payload: { name: 'Lia', number: '', email: '', extraInfo: [] },
    });
    expect(toContactPayload({ ...hidden, number: '+55 11 99999-0001' })).toMatchObject({
      payload: { number: '5511999990001' },
    });
    expect(toContactPayload({ ...hidden, number: '1234' })).toMatchObject({ errors: { number: 'Too Short!' } });
  });

  it("still says 'Required' when a phone contact's number is emptied", () => {
    const phone = contactToForm({ name: 'Ana', number: '5511999990001', lid: '100000000000002' });
    expect(phone.numberHidden).toBe(false);
    expect(toContactPayload({ ...phone, number: '' })).toEqual({ ok: false, errors: { number: 'Required' } });
  });

  it('keys the error of an extraInfo pair by its row and field', () => {
    const extra = [
      { ...newExtraInfoRow(), name: 'CPF', value: '1' },
      { ...newExtraInfoRow(), name: ' ', value: 'x' },
    ];
    expect(toContactPayload({ ...valid, extraInfo: extra })).toEqual({
      ok: false,
      errors: { 'extraInfo.1.name': 'Required' },
    });
  });

  it('starts from a stored contact or from the values another dialog passes', () => {
    const form = contactToForm({ name: 'Ana', number: '551199', extraInfo: [{ id: 'e1', name: 'CPF', value: '1' }] });
    expect(form).toEqual({
      name: 'Ana',
      number: '551199',
      email: '',
      extraInfo: [{ key: 'e1', id: 'e1', name: 'CPF', value: '1' }],
      numberHidden: false,
    });
    expect(newExtraInfoRow().key).not.toBe(newExtraInfoRow().key);
  });

  it('marks the number field when the server refuses the number', () => {
    const duplicated = new ApiError(409, 'ERR_DUPLICATED_CONTACT', 'Já existe um contato com este número.');
    const marked = asNumberFieldError(duplicated);
    expect(marked).toBeInstanceOf(ApiError);
    expect((marked as ApiError).fieldErrors()).toEqual({ number: 'Já existe um contato com este número.' });
    const invalid = asNumberFieldError(new ApiError(400, 'ERR_WAPP_INVALID_CONTACT', 'inválido'));
    expect((invalid as ApiError).fieldErrors()).toEqual({ number: 'inválido' });
    const other = new ApiError(500, 'ERR_INTERNAL', 'x');
    expect(asNumberFieldError(other)).toBe(other);
  });
});
