import { describe, expect, it } from 'vitest';
import { typeTime } from '../../components/weekly-hours/weekly-hours';
import { emptyQueueForm, toQueuePayload } from './queue-form-values';

const filled = { ...emptyQueueForm, name: 'Vendas', color: '#1e88e5' };

describe('toQueuePayload', () => {
  it('sends the hours with the data when the hours tab is shown', () => {
    const rows = typeTime(filled.rows, 'monday', 'endTime', '1730');
    const checked = toQueuePayload({ ...filled, rows }, true);
    expect(checked.ok && checked.payload.schedules?.[0]).toMatchObject({ weekdayEn: 'monday', endTime: '17:30' });
    expect(checked).toMatchObject({ ok: true, payload: { name: 'Vendas', color: '#1e88e5' } });
  });

  it('leaves the stored hours alone when the hours tab is not shown', () => {
    const checked = toQueuePayload(filled, false);
    expect(checked.ok && 'schedules' in checked.payload).toBe(false);
  });

  it('gives the errors of both tabs at once', () => {
    const rows = typeTime(filled.rows, 'friday', 'startTime', '25');
    expect(toQueuePayload({ ...filled, name: '', rows }, true)).toEqual({
      ok: false,
      errors: { name: 'Required', 'friday.startTime': 'Use HH:mm' },
    });
  });

  it('sends the chosen prompt and integration, none as null', () => {
    const checked = toQueuePayload({ ...filled, promptId: 'prompt-1', integrationId: '' }, false);
    expect(checked).toMatchObject({ ok: true, payload: { promptId: 'prompt-1', integrationId: null } });
  });
});
