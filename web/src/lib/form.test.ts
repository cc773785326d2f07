import { describe, expect, it } from 'vitest';
import { shownErrors, withoutChanged, type Checked } from './form';

const invalid = (errors: Record<string, string>): Checked<never> => ({ ok: false, errors });
const valid: Checked<{ name: string }> = { ok: true, payload: { name: 'Ana' } };

describe('shownErrors', () => {
  it('shows no schema message before the first save was tried', () => {
    expect(shownErrors(false, invalid({ name: 'Required' }), {})).toEqual({});
  });

  it('shows the schema verdict on the current values once a save was tried', () => {
    expect(shownErrors(true, invalid({ email: 'Invalid email' }), {})).toEqual({ email: 'Invalid email' });
  });

  it('drops the message of a field as soon as the values pass', () => {
    expect(shownErrors(true, valid, {})).toEqual({});
  });

  it('keeps the server messages beside the schema ones', () => {
    expect(shownErrors(true, invalid({ name: 'Required' }), { number: 'Taken' })).toEqual({
      name: 'Required',
      number: 'Taken',
    });
    expect(shownErrors(false, valid, { number: 'Taken' })).toEqual({ number: 'Taken' });
  });
});

describe('withoutChanged', () => {
  it('drops the messages of the changed fields and keeps the others', () => {
    expect(withoutChanged({ email: 'Taken', name: 'Too Short!' }, ['email'])).toEqual({ name: 'Too Short!' });
  });

  it('drops the messages of the parts of a changed field', () => {
    expect(withoutChanged({ 'extraInfo.1.name': 'Required', number: 'Taken' }, ['extraInfo'])).toEqual({
      number: 'Taken',
    });
  });
});
