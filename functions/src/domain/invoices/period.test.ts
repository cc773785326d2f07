import { describe, expect, it } from 'vitest';
import { addMonths, invoiceDetail } from './period.js';

describe('invoice periods', () => {
  it('adds months, keeping the day or the month’s last day', () => {
    expect(addMonths('2026-11-24', 1)).toBe('2026-12-24');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', 12)).toBe('2027-03-31');
  });

  it('names the plan and the period the due date opens', () => {
    expect(invoiceDetail('Plano Ouro', '2026-12-01', 1)).toBe('Plano Ouro (01/12/2026 a 31/12/2026)');
    expect(invoiceDetail('Anual', '2026-03-10', 12)).toBe('Anual (10/03/2026 a 09/03/2027)');
  });
});
