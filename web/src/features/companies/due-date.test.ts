import { describe, expect, it } from 'vitest';
import { advanceDueDate, dueDateOrNull, dueDateTone, RECURRENCE_MONTHS } from './due-date';

/** 24 November 2026, 10:30 local time. */
const today = new Date(2026, 10, 24, 10, 30);

describe('the company due date', () => {
  it('advances by the months of spec 2 §9 for each recurrence', () => {
    expect(RECURRENCE_MONTHS).toEqual({ MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 });
    expect(advanceDueDate('2026-03-15', 'MENSAL')).toBe('2026-04-15');
    expect(advanceDueDate('2026-03-15', 'BIMESTRAL')).toBe('2026-05-15');
    expect(advanceDueDate('2026-03-15', 'TRIMESTRAL')).toBe('2026-06-15');
    expect(advanceDueDate('2026-03-15', 'SEMESTRAL')).toBe('2026-09-15');
    expect(advanceDueDate('2026-03-15', 'ANUAL')).toBe('2027-03-15');
  });

  it('crosses the year and keeps to the last day of a shorter month', () => {
    expect(advanceDueDate('2026-11-30', 'TRIMESTRAL')).toBe('2027-02-28');
    expect(advanceDueDate('2027-01-31', 'MENSAL')).toBe('2027-02-28');
    expect(advanceDueDate('2028-01-31', 'MENSAL')).toBe('2028-02-29');
    expect(advanceDueDate('2026-08-31', 'BIMESTRAL')).toBe('2026-10-31');
    expect(advanceDueDate('2028-02-29', 'ANUAL')).toBe('2029-02-28');
  });

  it('counts from today when there is no due date or it is not a real day', () => {
    expect(advanceDueDate('', 'MENSAL', today)).toBe('2026-12-24');
    expect(advanceDueDate('2026-02-30', 'SEMESTRAL', today)).toBe('2027-05-24');
  });

  it('sends an empty or invalid due date as null (spec 2 §5)', () => {
    expect(dueDateOrNull('2026-12-01')).toBe('2026-12-01');
    expect(dueDateOrNull('')).toBeNull();
    expect(dueDateOrNull(null)).toBeNull();
    expect(dueDateOrNull('2026-13-01')).toBeNull();
    expect(dueDateOrNull('01/12/2026')).toBeNull();
  });

  it('colours the due date as spec 2 §9 says, by calendar days from today', () => {
    expect(dueDateTone('2026-11-29', today)).toBe('soon');
    expect(dueDateTone('2026-11-28', today)).toBe('near');
    expect(dueDateTone('2026-11-24', today)).toBe('near');
    expect(dueDateTone('2026-11-21', today)).toBe('near');
    expect(dueDateTone('2026-11-20', today)).toBe('overdue');
    expect(dueDateTone('2026-11-30', today)).toBeUndefined();
    expect(dueDateTone('2026-11-19', today)).toBeUndefined();
    expect(dueDateTone(null, today)).toBeUndefined();
    expect(dueDateTone('', today)).toBeUndefined();
  });
});
