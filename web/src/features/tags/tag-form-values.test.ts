import { describe, expect, it } from 'vitest';
import { emptyTagForm, mayUseKanbanSwitch, tagActionsOf, tagToForm, toTagPayload } from './tag-form-values';

describe('the tag modal’s values', () => {
  it('answers Obrigatório for an empty name and Mensagem muito curta under 3 characters', () => {
    expect(toTagPayload({ ...emptyTagForm, name: '  ' }, true)).toEqual({ ok: false, errors: { name: 'Obrigatório' } });
    expect(toTagPayload({ ...emptyTagForm, name: 'ab' }, true)).toEqual({
      ok: false,
      errors: { name: 'Mensagem muito curta' },
    });
  });

  it('sends the kanban flag only for a user who may use the switch', () => {
    const values = { name: ' Vendas ', color: '#22c55e', kanban: true };
    expect(toTagPayload(values, true)).toEqual({ ok: true, payload: { name: 'Vendas', color: '#22c55e', kanban: 1 } });
    expect(toTagPayload(values, false)).toEqual({ ok: true, payload: { name: 'Vendas', color: '#22c55e' } });
  });

  it('loads a tag into the form', () => {
    const tag = { id: '1', name: 'VIP', color: '#000', kanban: 1, ticketsCount: 3, createdAt: '', updatedAt: '' };
    expect(tagToForm(tag)).toEqual({ name: 'VIP', color: '#000', kanban: true });
  });

  it('gives the switch to admins and supervisors, deletion to admins', () => {
    expect(['admin', 'Supervisor', 'user'].map(mayUseKanbanSwitch)).toEqual([true, true, false]);
    expect(tagActionsOf('supervisor')).toEqual({ edit: true, remove: false });
    expect(tagActionsOf('ADMIN')).toEqual({ edit: true, remove: true });
    expect(tagActionsOf('user')).toEqual({ edit: false, remove: false });
  });
});
