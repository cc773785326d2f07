import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

async function create(token: string, body: Record<string, unknown>) {
  const res = await ctx.request('POST', '/api/quick-messages', { token, body });
  expect(res.status).toBe(201);
  return res.body as { id: string; shortcode: string; userId: string };
}

const shortcodes = (list: { shortcode: string }[]) => list.map((message) => message.shortcode);

describe('quick messages', () => {
  it('creates a message authored by the caller, shared by default', async () => {
    const company = await ctx.seedCompany();
    const res = await create(company.admin.token, { shortcode: 'ola', message: 'Olá, {{name}}!' });
    expect(res).toMatchObject({
      shortcode: 'ola',
      message: 'Olá, {{name}}!',
      geral: true,
      userId: company.userId,
      mediaPath: null,
      mediaName: null,
    });
    expect(res).not.toHaveProperty('companyId');
  });

  it('lists shared messages and the caller’s own private ones, by shortcode', async () => {
    const company = await ctx.seedCompany();
    const [ana, bia] = [await fx.createAgent(company.admin.token), await fx.createAgent(company.admin.token)];
    await create(company.admin.token, { shortcode: 'preco', message: 'Tabela de preços', geral: true });
    await create(ana.token, { shortcode: 'assinatura', message: 'Ana, suporte', geral: false });
    await create(bia.token, { shortcode: 'bia', message: 'Bia, vendas', geral: false });
    await create((await ctx.seedCompany()).admin.token, { shortcode: 'alheia', message: 'Outra empresa' });

    const forAna = await ctx.request('GET', '/api/quick-messages/list', { token: ana.token });
    expect(shortcodes(forAna.body)).toEqual(['assinatura', 'preco']);
    const forBia = await ctx.request('GET', '/api/quick-messages/list', { token: bia.token });
    expect(shortcodes(forBia.body)).toEqual(['bia', 'preco']);
    const forAdmin = await ctx.request('GET', '/api/quick-messages/list', { token: company.admin.token });
    expect(shortcodes(forAdmin.body)).toEqual(['preco']);
  });

  it('searches the visible messages by shortcode or text, in pages', async () => {
    const company = await ctx.seedCompany();
    const agent = await fx.createAgent(company.admin.token);
    await create(company.admin.token, { shortcode: 'pix', message: 'Nossa chave PIX' });
    await create(company.admin.token, { shortcode: 'boleto', message: 'Pagamento por boleto' });
    await create(company.admin.token, { shortcode: 'secreto', message: 'pagamento do admin', geral: false });

    const res = await ctx.request('GET', '/api/quick-messages?searchParam=pagamento', { token: agent.token });
    expect(res.body).toMatchObject({ count: 1, hasMore: false });
    expect(shortcodes(res.body.records)).toEqual(['boleto']);
  });

  it('keeps shortcodes unique in the company, whatever their case', async () => {
    const company = await ctx.seedCompany();
    const agent = await fx.createAgent(company.admin.token);
    await create(company.admin.token, { shortcode: 'Oi', message: 'Oi!' });
    const res = await ctx.request('POST', '/api/quick-messages', {
      token: agent.token,
      body: { shortcode: 'oi', message: 'Outro oi', geral: false },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_QUICK_MESSAGE_EXISTS');
    await create((await ctx.seedCompany()).admin.token, { shortcode: 'oi', message: 'Em outra empresa' });
  });

  it('validates the shortcode and the text', async () => {
    const { admin } = await ctx.seedCompany();
    const missing = await ctx.request('POST', '/api/quick-messages', { token: admin.token, body: { message: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors.shortcode).toEqual(['Obrigatório']);
    const spaced = await ctx.request('POST', '/api/quick-messages', {
      token: admin.token,
      body: { shortcode: 'duas palavras', message: 'x' },
    });
    expect(spaced.status).toBe(400);
  });

  it('lets the author edit and delete, and an admin the shared ones; another agent gets 403', async () => {
    const company = await ctx.seedCompany();
    const [author, other] = [await fx.createAgent(company.admin.token), await fx.createAgent(company.admin.token)];
    const message = await create(author.token, { shortcode: 'meu', message: 'Meu texto' });

    const denied = await ctx.request('PUT', `/api/quick-messages/${message.id}`, {
      token: other.token,
      body: { message: 'Invadido' },
    });
    expect(denied.status).toBe(403);
    expect((await ctx.request('DELETE', `/api/quick-messages/${message.id}`, { token: other.token })).status).toBe(403);

    const edited = await ctx.request('PUT', `/api/quick-messages/${message.id}`, {
      token: author.token,
      body: { shortcode: 'novo', message: 'Texto novo' },
    });
    expect(edited.body).toMatchObject({ shortcode: 'novo', message: 'Texto novo', geral: true });
    await create(other.token, { shortcode: 'meu', message: 'O atalho antigo ficou livre' });

    const byAdmin = await ctx.request('PUT', `/api/quick-messages/${message.id}`, {
      token: company.admin.token,
      body: { message: 'Revisado' },
    });
    expect(byAdmin.body).toMatchObject({ shortcode: 'novo', message: 'Revisado', geral: true, userId: author.id });
    expect(
      (await ctx.request('DELETE', `/api/quick-messages/${message.id}`, { token: company.admin.token })).status,
    ).toBe(204);
    expect((await ctx.request('GET', `/api/quick-messages/${message.id}`, { token: author.token })).status).toBe(404);
    await create(other.token, { shortcode: 'novo', message: 'Livre de novo' });
  });

  it('hides another user’s private message from a direct read', async () => {
    const company = await ctx.seedCompany();
    const [author, other] = [await fx.createAgent(company.admin.token), await fx.createAgent(company.admin.token)];
    const message = await create(author.token, { shortcode: 'privado', message: 'Só meu', geral: false });
    expect((await ctx.request('GET', `/api/quick-messages/${message.id}`, { token: other.token })).status).toBe(404);
    expect((await ctx.request('GET', `/api/quick-messages/${message.id}`, { token: author.token })).status).toBe(200);
  });
});
