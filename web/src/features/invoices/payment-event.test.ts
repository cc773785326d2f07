import { describe, expect, it } from 'vitest';
import { renewalOf } from './payment-event';

describe('the payment realtime event (spec 2 §7)', () => {
  it('reads a renewal from action CONCLUIDA: the company’s new due date and the invoice paid', () => {
    const event = { action: 'CONCLUIDA', company: { id: 'c1', dueDate: '2026-12-31' }, invoiceId: 'inv1' };
    expect(renewalOf(event)).toEqual({ dueDate: '2026-12-31', invoiceId: 'inv1' });
  });

  it('ignores other actions and events without a due date', () => {
    expect(renewalOf({ action: 'update', company: { dueDate: '2026-12-31' } })).toBeUndefined();
    expect(renewalOf({ action: 'CONCLUIDA', company: { dueDate: null } })).toBeUndefined();
    expect(renewalOf({ action: 'CONCLUIDA' })).toBeUndefined();
    expect(renewalOf(undefined)).toBeUndefined();
    expect(renewalOf('CONCLUIDA')).toBeUndefined();
  });
});
