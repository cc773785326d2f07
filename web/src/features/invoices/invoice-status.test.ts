import { describe, expect, it } from 'vitest';
import { invoiceDisplayStatus, localDay } from './invoice-status';

describe('an invoice’s display status (spec 2 §4)', () => {
  const today = '2026-11-24';

  it('is Pago when paid, whatever the due date', () => {
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2026-01-01' }, today)).toBe('paid');
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2026-12-31' }, today)).toBe('paid');
  });

  it('is Vencido when unpaid and due before today', () => {
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-11-23' }, today)).toBe('overdue');
    expect(invoiceDisplayStatus({ status: 'overdue', dueDate: '2026-11-20' }, today)).toBe('overdue');
  });

  it('is Em Aberto when unpaid and due today or later', () => {
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-11-24' }, today)).toBe('open');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-12-01' }, today)).toBe('open');
  });

  it('turns Vencido once the page stays open past the due date, as the server would say on the next read', () => {
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-11-24' }, '2026-11-25')).toBe('overdue');
  });

  it('takes today from the viewer’s calendar', () => {
    expect(localDay(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
});
