import { describe, expect, it } from 'vitest';
import { UserCreate, UserUpdate } from './schema.js';

const fieldErrors = (input: unknown) => {
  const result = UserCreate.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('user validation', () => {
  const valid = { name: 'Maria', email: 'maria@example.com', password: 'secret' };

  it('requires a name of 2 to 50 characters with the form texts', () => {
    expect(fieldErrors({ ...valid, name: undefined }).name).toEqual(['Required']);
    expect(fieldErrors({ ...valid, name: 'M' }).name).toEqual(['Too Short!']);
    expect(fieldErrors({ ...valid, name: 'M'.repeat(51) }).name).toEqual(['Too Long!']);
  });

  it('requires a valid email', () => {
    expect(fieldErrors({ ...valid, email: 'maria' }).email).toEqual(['Invalid email']);
  });

  it('requires a password of 5 to 50 characters', () => {
    expect(fieldErrors({ ...valid, password: 'abcd' }).password).toEqual(['Too Short!']);
    expect(fieldErrors({ ...valid, password: 'a'.repeat(51) }).password).toEqual(['Too Long!']);
  });

  it('makes a new user an agent by default', () => {
    expect(UserCreate.parse(valid)).toMatchObject({ profile: 'user', queueIds: [], allTicket: 'disable' });
  });

  it('keeps the current password when the edit form sends it empty', () => {
    expect(UserUpdate.parse({ password: '' }).password).toBe('');
    expect(UserUpdate.safeParse({ password: 'abc' }).success).toBe(false);
  });
});
