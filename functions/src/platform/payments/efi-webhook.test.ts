import { describe, expect, it } from 'vitest';
import { efiWebhookUrl } from './efi-webhook.js';

const SECRET = 'webhook-secret-0123456789abcdef';
const API = 'https://abc123.execute-api.us-east-1.amazonaws.com';
describe('efiWebhookUrl', () => {
  it('is the API plus the webhook path and the secret, to which Efí appends /pix', () => {
    expect(efiWebhookUrl(API, SECRET)).toBe(`${API}/api/payments/webhook/${SECRET}`);
    expect(efiWebhookUrl(`${API}/`, SECRET)).toBe(`${API}/api/payments/webhook/${SECRET}`);
    expect(efiWebhookUrl(API, 'a/b+c=')).toBe(`${API}/api/payments/webhook/a%2Fb%2Bc%3D`);
  });

  it('refuses an API that is not HTTPS (Efí calls only HTTPS webhooks)', () => {
    expect(() => efiWebhookUrl('http://localhost:8080', SECRET)).toThrow(/HTTPS/);
    expect(() => efiWebhookUrl('not a url', SECRET)).toThrow(/HTTPS/);
  });
});
