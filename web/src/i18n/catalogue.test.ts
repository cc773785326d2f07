import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../lib/i18n';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** Spec 1 §8 plus the codes this implementation adds. */
const backendCodes = [
  'ERR_NO_OTHER_WHATSAPP',
  'ERR_NO_DEF_WAPP_FOUND',
  'ERR_WAPP_NOT_INITIALIZED',
  'ERR_WAPP_CHECK_CONTACT',
  'ERR_WAPP_INVALID_CONTACT',
  'ERR_WAPP_DOWNLOAD_MEDIA',
  'ERR_SENDING_WAPP_MSG',
  'ERR_DELETE_WAPP_MSG',
  'ERR_INVALID_CREDENTIALS',
  'ERR_OTHER_OPEN_TICKET',
  'ERR_SESSION_EXPIRED',
  'ERR_USER_CREATION_DISABLED',
  'ERR_NO_PERMISSION',
  'ERR_DUPLICATED_CONTACT',
  'ERR_NO_SETTING_FOUND',
  'ERR_NO_CONTACT_FOUND',
  'ERR_NO_TICKET_FOUND',
  'ERR_NO_USER_FOUND',
  'ERR_NO_WAPP_FOUND',
  'ERR_CREATING_MESSAGE',
  'ERR_CREATING_TICKET',
  'ERR_FETCH_WAPP_MSG',
  'ERR_QUEUE_COLOR_ALREADY_EXISTS',
  'ERR_WAPP_GREETING_REQUIRED',
  'ERR_VALIDATION',
  'ERR_SUBSCRIPTION_EXPIRED',
  'ERR_TOO_MANY_ATTEMPTS',
  'ERR_EMAIL_ALREADY_EXISTS',
  'ERR_PLAN_LIMIT_USERS',
  'ERR_PLAN_LIMIT_QUEUES',
  'ERR_PLAN_LIMIT_CONNECTIONS',
  'ERR_SIM_NOT_SIMULATOR',
  'ERR_SIM_NO_QR',
  'ERR_SIM_QR_MISMATCH',
  'ERR_NO_QUEUE_FOUND',
  'ERR_NO_COMPANY_FOUND',
  'ERR_UNAUTHORIZED',
  'ERR_TICKET_CHANGED',
  'ERR_MESSAGE_NOT_FAILED',
  'ERR_TAG_ALREADY_EXISTS',
  'ERR_QUICK_MESSAGE_EXISTS',
  'ERR_QUEUE_OPTION_EXISTS',
  'ERR_NO_QUEUE_OPTION_FOUND',
];

describe('translations', () => {
  it.each([
    ['pt', pt],
    ['en', en],
    ['es', es],
  ] as const)('%s translates every backend error code', (_, language) => {
    for (const code of backendCodes) expect(language.backendErrors, code).toHaveProperty(code);
  });

  it('uses the spec texts in Portuguese', () => {
    expect(pt.auth.loginSuccess).toBe('Login efetuado com sucesso!');
    expect(pt.auth.accessedElsewhere).toBe('Sua conta foi acessada em outro computador.');
    expect(pt.backendErrors.ERR_EMAIL_ALREADY_EXISTS).toBe('Já existe um usuário com este e-mail.');
    expect(pt.backendErrors.ERR_PLAN_LIMIT_USERS).toBe('Número máximo de usuários do plano atingido.');
    expect(pt.connections.title).toBe('Conexões');
    expect(pt.connections.add).toBe('Adicionar WhatsApp');
    expect(pt.connections.tooltips).toMatchObject({
      disconnected: 'Falha ao iniciar sessão do WhatsApp',
      qrcode: 'Aguardando leitura do QR Code',
      connected: 'Conexão estabelecida!',
      timeout: 'A conexão com o celular foi perdida',
    });
    expect(pt.connectionModal.saved).toBe('Conexão salva com sucesso.');
  });

  it('picks the stored language, then the browser language, then Portuguese', () => {
    expect(pickLanguage('es', ['en-US'])).toBe('es');
    expect(pickLanguage(null, ['fr-FR', 'en-US'])).toBe('en');
    expect(pickLanguage('pt-BR', [])).toBe('pt');
    expect(pickLanguage(null, ['de-DE'])).toBe('pt');
  });
});
