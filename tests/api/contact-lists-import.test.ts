import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_IMPORT_ROWS } from '../../functions/src/domain/contact-lists/import-file.js';
import { claimingSize } from '../../functions/src/testing/zip-claims.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { contactListFixtures, xlsxOf } from './contact-lists-fixtures.js';
import { eventsOn } from './messages-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof contactListFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = contactListFixtures(ctx);
});

async function names(token: string, listId: string) {
  const page = await fx.items(token, 'GET', `?contactListId=${listId}`);
  return page.body.contacts.map((c: { name: string; number: string; email: string }) => [c.name, c.number, c.email]);
}

describe('importing a spreadsheet into a contact list', () => {
  it('reads an .xlsx by its headers (any order, Portuguese, accents), merges duplicates and reports refusals', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const list = await fx.createList(token);
    await fx.addItem(token, list.id, { name: 'Antiga', number: '5511911112222' });
    const file = await xlsxOf([
      ['E-mail', 'NÚMERO', 'Nome'],
      ['ana@example.com', 5511988887777, 'Ana Lima'],
      ['', '(21) 97777-6666', 'Bruno Reis'],
      ['', '5511911112222', 'Antiga Atualizada'],
      ['errado@', '5531955554444', 'Carla Dias'],
      ['', '123', 'Curto'],
      ['', '5511988887777', 'Ana Repetida'],
      [null, null, null],
      ['', '5541944443333', 'D'],
    ]);
    const res = await fx.upload(token, list.id, { name: 'clientes.xlsx', data: file });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      created: 2,
      merged: 2,
      refused: [
        { line: 5, reason: 'E-mail inválido' },
        { line: 6, reason: 'Número inválido (8 a 50 dígitos)' },
        { line: 9, reason: 'Nome muito curto (mínimo 2 caracteres)' },
      ],
      contactList: { id: list.id, contactsCount: 3 },
    });
    expect(await names(token, list.id)).toEqual([
      ['Ana Repetida', '5511988887777', ''],
      ['Antiga Atualizada', '5511911112222', ''],
      ['Bruno Reis', '21977776666', ''],
    ]);
    const hints = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-contactListItem`)();
    expect(hints.at(-1)).toEqual({ action: 'update', contactListId: list.id, reload: true });
  });

  it('reads a CSV (semicolons, Latin-1) and a sheet without headers as name, number, email', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.createList(token);
    const csv = Buffer.from('nome;telefone;email\nJoão Ção;5511988887777;joao@example.com\n', 'latin1');
    const res = await fx.upload(token, list.id, { name: 'lista.csv', type: 'text/csv', data: new Uint8Array(csv) });
    expect(res.body).toMatchObject({ created: 1, merged: 0, refused: [] });
    const bare = await fx.upload(token, list.id, {
      name: 'sem-cabecalho.xlsx',
      data: await xlsxOf([['Maria Souza', '5521955554444', 'maria@example.com']]),
    });
    expect(bare.body).toMatchObject({ created: 1, refused: [] });
    expect(await names(token, list.id)).toEqual([
      ['João Ção', '5511988887777', 'joao@example.com'],
      ['Maria Souza', '5521955554444', 'maria@example.com'],
    ]);
  });

  it('refuses by content a program or a page renamed .xlsx, an .xls, and an empty or missing file', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.createList(token);
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, ...new Array(200).fill(0)]);
    const asExe = await fx.upload(token, list.id, { name: 'clientes.xlsx', data: exe });
    expect(asExe.status).toBe(415);
    expect(asExe.body.error).toBe('ERR_UPLOAD_TYPE_NOT_ALLOWED');
    const html = await fx.upload(token, list.id, {
      name: 'clientes.xlsx',
      data: '<html><script>alert(1)</script></html>',
    });
    expect(html.status).toBe(415);
    const xls = await fx.upload(token, list.id, { name: 'antiga.xls', data: await xlsxOf([['Ana', '5511988887777']]) });
    expect(xls.status).toBe(415);
    expect(xls.body.message).toMatch(/\.xls .*salve a planilha como \.xlsx ou \.csv/);
    expect((await fx.upload(token, list.id, { name: 'vazio.csv', data: '' })).status).toBe(400);
    const none = await ctx.app.request(`/api/contact-lists/${list.id}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body.contactsCount).toBe(0);
  });

  it('refuses more rows than the limit, a file over 5 MB and one inflating past 64 MB, with ERR_PAYLOAD_TOO_LARGE', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.createList(token);
    const rows = Array.from({ length: MAX_LIST_IMPORT_ROWS + 1 }, (_, i) => `Cliente ${i};55119${10_000_000 + i}`);
    const many = await fx.upload(token, list.id, { name: 'muitos.csv', data: `nome;numero\n${rows.join('\n')}\n` });
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ error: 'ERR_PAYLOAD_TOO_LARGE' });
    expect(many.body.message).toContain('5000 linhas');
    const big = await fx.upload(token, list.id, {
      name: 'grande.csv',
      data: `nome;numero\n${'x'.repeat(5_300_000)}\n`,
    });
    expect(big.status).toBe(413);
    // A small .xlsx whose parts would inflate past the limit (a zip bomb) is refused before it is read.
    const bomb = claimingSize(await xlsxOf([['Ana', '5511988887777']]), 512 * 1024 * 1024);
    const inflated = await fx.upload(token, list.id, { name: 'bomba.xlsx', data: bomb });
    expect(inflated.status).toBe(413);
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body.contactsCount).toBe(0);
  });

  it('imports the full 5,000 rows in one request', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.createList(token);
    const rows = Array.from({ length: MAX_LIST_IMPORT_ROWS }, (_, i) => [`Cliente ${i}`, `55119${10_000_000 + i}`]);
    const res = await fx.upload(token, list.id, {
      name: 'cheia.xlsx',
      data: await xlsxOf([['nome', 'numero'], ...rows]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: MAX_LIST_IMPORT_ROWS, merged: 0, refused: [] });
    expect(res.body.contactList.contactsCount).toBe(MAX_LIST_IMPORT_ROWS);
  }, 120_000);
});
