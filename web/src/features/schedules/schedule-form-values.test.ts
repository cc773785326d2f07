import { describe, expect, it } from 'vitest';
import { canSave, dialogTitle, initialScheduleValues, scheduleRequest } from './schedule-form-values';

const now = new Date(2026, 10, 24, 9, 30);

describe('the schedule dialog’s values', () => {
  it('starts one hour from now, for the contact the page was opened for', () => {
    expect(initialScheduleValues(now, undefined, 'c1')).toEqual({
      contactId: 'c1',
      body: '',
      day: '2026-11-24',
      time: '10:30',
    });
  });

  it('answers spec 2 §5’s errors: short body, missing contact, day and time', () => {
    const checked = scheduleRequest({ contactId: '', body: ' oi ', day: '', time: '25:00' });
    expect(checked).toEqual({
      ok: false,
      errors: { body: 'tooShort', contactId: 'required', day: 'required', time: 'invalidTime' },
    });
    expect(scheduleRequest({ contactId: 'c', body: '', day: '2026-11-24', time: '' })).toMatchObject({
      errors: { body: 'required', time: 'required' },
    });
  });

  it('sends the local day and time as one ISO moment', () => {
    const checked = scheduleRequest({ contactId: 'c1', body: ' Bom dia! ', day: '2026-11-25', time: '08:05' });
    expect(checked).toEqual({
      ok: true,
      payload: { contactId: 'c1', body: 'Bom dia!', sendAt: new Date(2026, 10, 25, 8, 5).toISOString() },
    });
  });

  it('titles the dialog as spec 2 §2 says and hides save once sent', () => {
    expect(dialogTitle(undefined)).toEqual({ key: 'message' });
    expect(dialogTitle({ status: 'ERRO' })).toEqual({ key: 'sendError' });
    expect(dialogTitle({ status: 'ENVIADA' })).toEqual({ key: 'messageWithStatus', status: 'ENVIADA' });
    expect(canSave(undefined)).toBe(true);
    expect(canSave({ sentAt: null })).toBe(true);
    expect(canSave({ sentAt: '2026-11-24T12:00:00.000Z' })).toBe(false);
  });
});
