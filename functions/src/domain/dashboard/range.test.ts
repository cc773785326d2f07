import { describe, expect, it } from 'vitest';
import { dashboardRange } from './range.js';

const today = '2024-05-10';
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: string; status: number; message: string };
  }
  throw new Error('expected an error');
};

describe('the dashboard range', () => {
  it('asks for a filter when none is given', () => {
    expect(errorOf(() => dashboardRange({}, today))).toMatchObject({
      code: 'ERR_VALIDATION',
      status: 400,
      message: 'Parametrize o filtro',
    });
    expect(errorOf(() => dashboardRange({ days: 0 }, today)).message).toBe('Parametrize o filtro');
  });

  it('reads a period as the last N days up to today', () => {
    expect(dashboardRange({ days: 3 }, today)).toEqual({ from: '2024-05-08', to: today });
    expect(dashboardRange({ days: 30 }, today)).toEqual({ from: '2024-04-11', to: today });
  });

  it('takes a date range as given, a missing end being today and a missing start the end day', () => {
    expect(dashboardRange({ date_from: '2024-05-01', date_to: '2024-05-03' }, today)).toEqual({
      from: '2024-05-01',
      to: '2024-05-03',
    });
    expect(dashboardRange({ date_from: '2024-05-01' }, today)).toEqual({ from: '2024-05-01', to: today });
    expect(dashboardRange({ date_to: '2024-05-03' }, today)).toEqual({ from: '2024-05-03', to: '2024-05-03' });
  });

  it('refuses reversed ranges, impossible days and more than 366 days', () => {
    expect(errorOf(() => dashboardRange({ date_from: '2024-05-03', date_to: '2024-05-01' }, today)).status).toBe(400);
    expect(errorOf(() => dashboardRange({ date_from: '2024-02-30', date_to: '2024-03-01' }, today)).status).toBe(400);
    expect(dashboardRange({ date_from: '2023-05-11', date_to: '2024-05-10' }, today).from).toBe('2023-05-11');
    expect(errorOf(() => dashboardRange({ date_from: '2023-05-09', date_to: '2024-05-10' }, today)).status).toBe(400);
  });
});
