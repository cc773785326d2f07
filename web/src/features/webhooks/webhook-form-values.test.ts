import { describe, expect, it } from 'vitest';
import { emptyWebhookForm, toggledEvents, toWebhookPayload } from './webhook-form-values';

describe('the webhook dialog’s values', () => {
  it('keeps ticked events in the schema’s order', () => {
    expect(toggledEvents(['ticket.updated'], 'message.created', true)).toEqual(['message.created', 'ticket.updated']);
    expect(toggledEvents(['message.created', 'ticket.updated'], 'message.created', false)).toEqual(['ticket.updated']);
  });

  it('sends an http(s) URL with at least one event, and names the bad field otherwise', () => {
    expect(toWebhookPayload({ ...emptyWebhookForm, url: ' https://hooks.example.com/a ' })).toEqual({
      ok: true,
      payload: { url: 'https://hooks.example.com/a', events: ['message.created'], active: true },
    });
    expect(toWebhookPayload({ ...emptyWebhookForm, url: 'hooks.example.com' })).toEqual({
      ok: false,
      errors: { url: 'URL inválida' },
    });
    expect(toWebhookPayload({ ...emptyWebhookForm, url: 'https://a.example', events: [] })).toEqual({
      ok: false,
      errors: { events: 'Escolha ao menos um evento' },
    });
  });
});
