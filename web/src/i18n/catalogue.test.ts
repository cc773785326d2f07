import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languageReady, pickLanguage, translateErrorCode } from '../lib/i18n';
import { en } from './en';
import { es } from './es';
import { apiErrorsPt } from './api-errors-pt';
import { connectionsPagePt } from './lazy-pt';
import { pt } from './pt';

/**
 * Every code the API can answer (the ErrorCode union of functions/src/platform/errors.ts, read from its source so
 * a code added there without its texts fails here).
 */
const backendCodes = [
  ...readFileSync(
    fileURLToPath(new URL('../../../functions/src/platform/errors.ts', import.meta.url)),
    'utf8',
  ).matchAll(/^\s*\| '(ERR_[A-Z0-9_]+)'/gm),
].flatMap((match) => (match[1] ? [match[1]] : []));

describe('translations', () => {
  it.each([
    // Portuguese keeps some in the lazy pages that meet them (api-errors-pt.ts).
    ['pt', { ...pt.backendErrors, ...apiErrorsPt.backendErrors }],
    ['en', en.backendErrors],
    ['es', es.backendErrors],
  ] as const)('%s translates every backend error code', (_, backendErrors) => {
    expect(backendCodes.length).toBeGreaterThan(40);
    for (const code of backendCodes) expect(backendErrors, code).toHaveProperty(code);
  });

  it('says in the plan-limit toasts how many the plan allows, with the number the server sent', async () => {
    await languageReady;
    expect(translateErrorCode('ERR_PLAN_LIMIT_QUEUES', { limit: 4 })).toMatch(/ 4\.$/);
  });

  it('uses the spec texts in Portuguese', () => {
    expect(pt.auth.loginSuccess).toBe('Login efetuado com sucesso!');
    expect(pt.auth.accessedElsewhere).toBe('Sua conta foi acessada em outro computador.');
    expect(pt.backendErrors.ERR_EMAIL_ALREADY_EXISTS).toBe('Este e-mail já está em uso.');
    expect(pt.backendErrors.ERR_PLAN_LIMIT_USERS).toBe(
      'Número máximo de usuários do plano atingido: o plano permite {{limit}}.',
    );
    expect(connectionsPagePt.connections.title).toBe('Conexões');
    expect(connectionsPagePt.connections.add).toBe('Adicionar WhatsApp');
    expect(connectionsPagePt.connections.tooltips).toMatchObject({
      disconnected: 'Falha ao iniciar sessão do WhatsApp',
      qrcode: 'Aguardando leitura do QR Code',
      connected: 'Conexão estabelecida!',
      timeout: 'A conexão com o celular foi perdida',
    });
    expect(connectionsPagePt.connectionModal.saved).toBe('Conexão salva com sucesso.');
  });

  it('picks the stored language, then the browser language, then Portuguese', () => {
    expect(pickLanguage('es', ['en-US'])).toBe('es');
    expect(pickLanguage(null, ['fr-FR', 'en-US'])).toBe('en');
    expect(pickLanguage('pt-BR', [])).toBe('pt');
    expect(pickLanguage(null, ['de-DE'])).toBe('pt');
  });
});
