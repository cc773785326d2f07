import { describe, expect, it } from 'vitest';
import { emptyUserForm, toCreatePayload, toUpdatePayload, type UserFormValues } from './user-form-values';

const valid: UserFormValues = { ...emptyUserForm, name: 'Ana Lima', email: 'ana@example.com', password: 'secret1' };

describe('user form', () => {
  it("says 'Required', 'Invalid email' and 'Required' for an empty new user", () => {
    expect(toCreatePayload(emptyUserForm)).toEqual({
      ok: false,
      errors: { name: 'Required', email: 'Required', password: 'Required' },
    });
    expect(toCreatePayload({ ...valid, email: 'ana' })).toMatchObject({ errors: { email: 'Invalid email' } });
  });

  it("says 'Too Short!' and 'Too Long!' outside 2 to 50 characters", () => {
    expect(toCreatePayload({ ...valid, name: 'A' })).toMatchObject({ errors: { name: 'Too Short!' } });
    expect(toCreatePayload({ ...valid, name: 'A'.repeat(51) })).toMatchObject({ errors: { name: 'Too Long!' } });
    expect(toCreatePayload({ ...valid, password: '1234' })).toMatchObject({ errors: { password: 'Too Short!' } });
  });

  it('creates a user with profile user by default and no default connection', () => {
    const result = toCreatePayload(valid);
    expect(result).toMatchObject({
      ok: true,
      payload: { name: 'Ana Lima', profile: 'user', queueIds: [], whatsappId: null },
    });
  });

  it('keeps the current password when the edit leaves it blank', () => {
    const result = toUpdatePayload({ ...valid, password: '' }, true);
    expect(result.ok).toBe(true);
    expect(result.ok && result.payload.password).toBeUndefined();
  });

  it('leaves profile, queues and connection out when a non-admin edits their profile', () => {
    const result = toUpdatePayload({ ...valid, profile: 'admin', queueIds: ['q1'], whatsappId: 'w1' }, false);
    expect(result.ok && result.payload).toEqual({ name: 'Ana Lima', email: 'ana@example.com', password: 'secret1' });
  });

  it('sends profile, queues and connection when an admin edits', () => {
    const result = toUpdatePayload({ ...valid, profile: 'supervisor', queueIds: ['q1'], whatsappId: 'w1' }, true);
    expect(result.ok && result.payload).toMatchObject({ profile: 'supervisor', queueIds: ['q1'], whatsappId: 'w1' });
  });
});
