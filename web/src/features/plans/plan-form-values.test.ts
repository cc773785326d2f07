import { describe, expect, it } from 'vitest';
import { emptyPlanForm, formatPlanValue, planToForm, toPlanPayload } from './plan-form-values';

describe('the Planos form values', () => {
  it('starts with the defaults of spec 2 §9 and every feature on', () => {
    expect(emptyPlanForm).toMatchObject({ users: '0', connections: '0', queues: '0', value: '0,00', useKanban: true });
  });

  it('sends numbers, reads a comma as the decimal point and keeps the cents', () => {
    const checked = toPlanPayload({ ...emptyPlanForm, name: 'Pro', users: '5', value: '99,9', useOpenAi: false });
    expect(checked).toEqual({
      ok: true,
      payload: expect.objectContaining({ name: 'Pro', users: 5, value: 99.9, useOpenAi: false, useKanban: true }),
    });
    expect(toPlanPayload({ ...emptyPlanForm, name: 'Pro', value: '1.234,5' })).toMatchObject({
      payload: { value: 1234.5 },
    });
    expect(toPlanPayload({ ...emptyPlanForm, name: 'Pro', value: '12.5' })).toMatchObject({ payload: { value: 12.5 } });
  });

  it('marks a missing name and a count that is not a number', () => {
    const checked = toPlanPayload({ ...emptyPlanForm, queues: 'dez' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['name', 'queues']);
  });

  it('loads a plan with its value to 2 decimals and formats it in BRL', () => {
    const plan = { id: 'p', name: 'X', users: 1, connections: 2, queues: 3, value: 10, useKanban: false };
    const full = { ...plan, useCampaigns: true, useSchedules: true, useInternalChat: true, useExternalApi: true };
    expect(planToForm({ ...full, useOpenAi: true, useIntegrations: true }, 'en').value).toBe('10.00');
    expect(planToForm({ ...full, useOpenAi: true, useIntegrations: true })).toMatchObject({
      value: '10,00',
      users: '1',
      useKanban: false,
    });
    expect(formatPlanValue(1234.5, 'pt').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatPlanValue(0, 'en')).toBe('R$0.00');
  });
});
