import type { CampaignAnswer } from '@domain/campaigns/schema';
import { describe, expect, it } from 'vitest';
import { campaignCells, deliveryProgress, reportCards, rowActionsOf } from './campaign-status';

const campaign = (fields: Partial<CampaignAnswer> = {}): CampaignAnswer => ({
  id: 'c1',
  name: 'Black Friday',
  status: 'INATIVA',
  message1: 'Oi {nome}',
  message2: '',
  message3: '',
  message4: '',
  message5: '',
  confirmationMessage1: '',
  confirmationMessage2: '',
  confirmationMessage3: '',
  confirmationMessage4: '',
  confirmationMessage5: '',
  confirmation: false,
  whatsappId: null,
  contactListId: null,
  tagListId: null,
  fileListId: null,
  scheduledAt: null,
  completedAt: null,
  mediaPath: null,
  mediaName: null,
  counts: { valid: 0, confirmationRequested: 0, confirmed: 0, delivered: 0, failed: 0 },
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  contactList: null,
  whatsapp: null,
  ...fields,
});

const when = (iso: string) => `at ${iso}`;

describe('the campaigns list’s cells', () => {
  it('shows the spec’s placeholders for a campaign with no list, connection, schedule or completion', () => {
    expect(campaignCells(campaign(), when)).toEqual({
      status: 'INATIVA',
      contactList: { placeholder: 'noList' },
      connection: { placeholder: 'noConnection' },
      scheduledAt: { placeholder: 'unscheduled' },
      completedAt: { placeholder: 'notCompleted' },
      confirmation: 'disabled',
    });
  });

  it('shows the names, the formatted moments and the confirmation when they are there', () => {
    const cells = campaignCells(
      campaign({
        status: 'FINALIZADA',
        confirmation: true,
        contactList: { id: 'l1', name: 'Clientes' },
        whatsapp: { id: 'w1', name: 'Loja' },
        scheduledAt: '2026-11-25T12:00:00.000Z',
        completedAt: '2026-11-25T13:00:00.000Z',
      }),
      when,
    );
    expect(cells).toEqual({
      status: 'FINALIZADA',
      contactList: { value: 'Clientes' },
      connection: { value: 'Loja' },
      scheduledAt: { value: 'at 2026-11-25T12:00:00.000Z' },
      completedAt: { value: 'at 2026-11-25T13:00:00.000Z' },
      confirmation: 'enabled',
    });
  });
});

describe('the row actions by status', () => {
  it('offers stop only while running and restart only when cancelled', () => {
    expect(rowActionsOf('INATIVA')).toEqual(['report', 'edit', 'delete']);
    expect(rowActionsOf('PROGRAMADA')).toEqual(['report', 'edit', 'delete']);
    expect(rowActionsOf('EM_ANDAMENTO')).toEqual(['stop', 'report', 'edit', 'delete']);
    expect(rowActionsOf('CANCELADA')).toEqual(['restart', 'report', 'edit', 'delete']);
    expect(rowActionsOf('FINALIZADA')).toEqual(['report', 'edit', 'delete']);
  });
});

describe('the report’s progress', () => {
  it('is delivered over valid as a whole percentage, 100 only when every valid contact got it', () => {
    expect(deliveryProgress({ valid: 0, delivered: 0 })).toBe(0);
    expect(deliveryProgress({ valid: 4, delivered: 1 })).toBe(25);
    expect(deliveryProgress({ valid: 300, delivered: 299 })).toBe(99);
    expect(deliveryProgress({ valid: 3, delivered: 3 })).toBe(100);
    expect(deliveryProgress({ valid: 3, delivered: 5 })).toBe(100);
  });
});

describe('the report’s cards', () => {
  it('leaves out the confirmation cards when confirmation is off', () => {
    expect(reportCards(campaign(), when).map((card) => card.key)).toEqual([
      'validContacts',
      'delivered',
      'connection',
      'contactList',
      'scheduledAt',
      'completedAt',
    ]);
  });

  it('shows the confirmations requested and given when confirmation is on, with the placeholders for what is missing', () => {
    const cards = reportCards(
      campaign({
        confirmation: true,
        counts: { valid: 10, confirmationRequested: 6, confirmed: 4, delivered: 3, failed: 1 },
        whatsapp: { id: 'w1', name: 'Loja' },
      }),
      when,
    );
    expect(cards).toEqual([
      { key: 'validContacts', value: { value: '10' } },
      { key: 'confirmationRequested', value: { value: '6' } },
      { key: 'confirmed', value: { value: '4' } },
      { key: 'delivered', value: { value: '3' } },
      { key: 'connection', value: { value: 'Loja' } },
      { key: 'contactList', value: { placeholder: 'noList' } },
      { key: 'scheduledAt', value: { placeholder: 'unscheduled' } },
      { key: 'completedAt', value: { placeholder: 'notCompleted' } },
    ]);
  });
});
