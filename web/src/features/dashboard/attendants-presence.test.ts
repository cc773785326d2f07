import type { Attendant, DashboardData } from '@domain/dashboard/schema';
import { describe, expect, it } from 'vitest';
import { presenceOf, withPresence } from './attendants-presence';

const attendant = (id: string, online: boolean): Attendant => ({
  id,
  name: id,
  rating: null,
  avgSupportTime: null,
  tickets: 0,
  openTickets: 0,
  online,
});

const dashboard = (attendants: Attendant[]) => ({ attendants }) as DashboardData;

describe('attendants presence', () => {
  it('reads the online status of a user update, and nothing from other events', () => {
    expect(presenceOf({ action: 'update', user: { id: 'eva', online: true } })).toEqual({
      userId: 'eva',
      online: true,
    });
    expect(presenceOf({ action: 'update', user: { id: 'eva' } })).toBeUndefined();
    expect(presenceOf({ action: 'create', user: { id: 'eva', online: true } })).toBeUndefined();
    expect(presenceOf(undefined)).toBeUndefined();
  });

  it('marks the attendant online or offline and leaves the others as they were', () => {
    const before = dashboard([attendant('eva', false), attendant('fabio', false)]);
    const after = withPresence(before, { userId: 'eva', online: true });
    expect(after?.attendants).toEqual([attendant('eva', true), attendant('fabio', false)]);
    expect(after?.attendants[1]).toBe(before.attendants[1]);
  });

  it('keeps the same data when the user is not listed or already shows that status', () => {
    const data = dashboard([attendant('eva', true)]);
    expect(withPresence(data, { userId: 'eva', online: true })).toBe(data);
    expect(withPresence(data, { userId: 'gil', online: false })).toBe(data);
    expect(withPresence(undefined, { userId: 'eva', online: true })).toBeUndefined();
  });
});
