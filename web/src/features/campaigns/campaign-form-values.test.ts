import type { CampaignAnswer } from '@domain/campaigns/schema';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  campaignDialogMode,
  campaignToForm,
  emptyCampaignForm,
  messageTabOfFirstError,
  toCampaignPayload,
  withIncompleteField,
} from './campaign-form-values';

const NOW = new Date(2026, 10, 24, 14, 0);
const HOUR = 60 * 60 * 1000;

describe('the campaign dialog’s values', () => {
  it('asks for a name of 2 to 50 characters with the shared texts', () => {
    expect(toCampaignPayload({ ...emptyCampaignForm, name: ' ' })).toEqual({ ok: false, errors: { name: 'Required' } });
    expect(toCampaignPayload({ ...emptyCampaignForm, name: 'a' })).toEqual({
      ok: false,
      errors: { name: 'Too Short!' },
    });
    expect(toCampaignPayload({ ...emptyCampaignForm, name: 'a'.repeat(51) })).toEqual({
      ok: false,
      errors: { name: 'Too Long!' },
    });
  });

  it('sends no schedule when day and time are empty, and empty choices as none', () => {
    const checked = toCampaignPayload({ ...emptyCampaignForm, name: 'Natal', message1: 'Oi {nome}', message2: 'Olá' });
    expect(checked).toEqual({
      ok: true,
      payload: expect.objectContaining({
        name: 'Natal',
        message1: 'Oi {nome}',
        message2: 'Olá',
        confirmation: false,
        whatsappId: null,
        contactListId: null,
        tagListId: null,
        fileListId: null,
        scheduledAt: null,
      }),
    });
  });

  it('sends the local day and time as the scheduled moment, and refuses half of one', () => {
    const values = { ...emptyCampaignForm, name: 'Natal', day: '2026-12-24', time: '09:30' };
    const checked = toCampaignPayload(values);
    expect(checked.ok && checked.payload.scheduledAt).toBe(new Date(2026, 11, 24, 9, 30).toISOString());
    expect(toCampaignPayload({ ...values, time: '' })).toEqual({ ok: false, errors: { time: 'Data inválida' } });
    expect(toCampaignPayload({ ...values, time: '25:00' })).toEqual({ ok: false, errors: { time: 'Data inválida' } });
  });

  it('loads a campaign into the form, its schedule in local day and time', () => {
    const scheduledAt = new Date(2026, 11, 24, 9, 30).toISOString();
    const form = campaignToForm({
      name: 'Natal',
      message1: 'Oi',
      confirmation: true,
      confirmationMessage1: 'Posso mandar?',
      whatsappId: 'w1',
      contactListId: null,
      tagListId: 't1',
      fileListId: null,
      scheduledAt,
    } as CampaignAnswer);
    expect(form).toMatchObject({
      name: 'Natal',
      message1: 'Oi',
      message2: '',
      confirmation: true,
      confirmationMessage1: 'Posso mandar?',
      whatsappId: 'w1',
      contactListId: '',
      tagListId: 't1',
      day: '2026-12-24',
      time: '09:30',
    });
  });

  it('shows the message tab holding the first error', () => {
    expect(messageTabOfFirstError({ name: 'Required' })).toBeNull();
    expect(messageTabOfFirstError({ message3: 'Too Long!', confirmationMessage2: 'Too Long!' })).toBe(1);
    expect(messageTabOfFirstError({ message5: 'Too Long!' })).toBe(4);
  });
});

describe('what the campaign dialog lets do (spec 3 §2)', () => {
  const campaign = (status: CampaignAnswer['status'], scheduledAt: string | null = null) =>
    ({ status, scheduledAt }) as CampaignAnswer;

  it('saves a new or INATIVA campaign, and a PROGRAMADA one only more than an hour ahead', () => {
    expect(campaignDialogMode(undefined, NOW)).toEqual({ editable: true, restartable: false, stoppable: false });
    expect(campaignDialogMode(campaign('INATIVA'), NOW).editable).toBe(true);
    const ahead = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(campaignDialogMode(campaign('PROGRAMADA', ahead(2 * HOUR)), NOW).editable).toBe(true);
    expect(campaignDialogMode(campaign('PROGRAMADA', ahead(30 * 60 * 1000)), NOW).editable).toBe(false);
  });

  it('is read-only while running or finished; a CANCELADA one still saves and offers restart', () => {
    expect(campaignDialogMode(campaign('EM_ANDAMENTO'), NOW)).toEqual({
      editable: false,
      restartable: false,
      stoppable: true,
    });
    expect(campaignDialogMode(campaign('FINALIZADA'), NOW)).toEqual({
      editable: false,
      restartable: false,
      stoppable: false,
    });
    expect(campaignDialogMode(campaign('CANCELADA'), NOW)).toEqual({
      editable: true,
      restartable: true,
      stoppable: false,
    });
  });
});

describe('a save refused for what a start needs (ERR_CAMPAIGN_INCOMPLETE)', () => {
  it('becomes an error on the missing field, other refusals staying as they came', () => {
    const incomplete = new ApiError(400, 'ERR_CAMPAIGN_INCOMPLETE', 'Informe…', { missing: 'contactListId' });
    expect((withIncompleteField(incomplete, 'Obrigatório para iniciar') as ApiError).fieldErrors()).toEqual({
      contactListId: 'Obrigatório para iniciar',
    });
    const other = new ApiError(409, 'ERR_CAMPAIGN_NOT_EDITABLE', 'Não');
    expect(withIncompleteField(other, 'x')).toBe(other);
    const plain = new Error('offline');
    expect(withIncompleteField(plain, 'x')).toBe(plain);
  });
});
