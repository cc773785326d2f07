import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatus } from '../../functions/src/domain/contacts/import/schema.js';
import { createContactImportWorker } from '../../functions/src/domain/contacts/import/worker.js';
import type { Contact } from '../../functions/src/domain/contacts/schema.js';
import { createInboundConsumer } from '../../functions/src/domain/inbound/consumer.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { contactImports } from './contacts-import-fixtures.js';

let ctx: TestContext;
let consumer: { stop(): Promise<void> };

beforeAll(async () => {
  ctx = await createTestContext();
  const handler = createInboundConsumer(createIngest(ctx.deps), createContactImportWorker(ctx.deps));
  consumer = (ctx.jobs as TableJobQueue).consume('inbound', handler);
});

afterAll(async () => {
  await consumer.stop();
});

/** Uploads the file and, once it is accepted (202), waits for the import and reads its report. */
async function upload(token: string, content: string | Uint8Array<ArrayBuffer>, filename = 'contatos.csv') {
  const imports = contactImports(ctx);
  const accepted = await imports.upload(token, content, filename);
  if (accepted.status !== 202) {
    return { status: accepted.status, body: { error: accepted.body.error } as Partial<ImportReport> };
  }
  return { status: accepted.status, body: await reportOf(token, await imports.finished(token, accepted.body.id)) };
}

interface ImportReport {
  created: number;
  updated: number;
  errors: { line: number; reason: string }[];
  error?: string;
}

/** The counts of the import and its report's rows (line;reason) read back as the page shows them. */
async function reportOf(token: string, status: ImportStatus): Promise<ImportReport> {
  const res = await ctx.app.request(`/api/contacts/import/${status.id}/report`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [, ...lines] = (await res.text()).trim().split('\n');
  const errors = lines.map((line) => {
    const [number = '', ...reason] = line.split(';');
    return { line: Number(number), reason: reason.join(';') };
  });
  return { created: status.created, updated: status.updated, errors };
}

async function everyContact(token: string) {
  const res = await ctx.request<Contact[]>('GET', '/api/contacts/list', { token });
  return res.body;
}

describe('importing a CSV', () => {
  it('keeps the good rows and reports each bad one with its line and reason', async () => {
    const { admin } = await ctx.seedCompany();
    const file = [
      'name;number;email',
      'Ana Lima;+55 (31) 91111-0001;ana@example.com',
      'B;5531911110002;',
      'Carlos;123;',
      'Dora;5531911110004;not-an-email',
      'Eva;5531911110005;',
      '',
      'Eva Repetida;55 31 91111-0005;',
      '"Silva; Fábio";5531911110006;fabio@example.com',
      ';;',
    ].join('\n');
    const res = await upload(admin.token, file);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      created: 3,
      updated: 0,
      errors: [
        { line: 3, reason: 'Nome muito curto (mínimo 2 caracteres)' },
        { line: 4, reason: 'Número inválido (8 a 50 dígitos)' },
        { line: 5, reason: 'E-mail inválido' },
        { line: 8, reason: 'Número repetido no arquivo (linha 6)' },
      ],
    });
    const contacts = await everyContact(admin.token);
    expect(contacts.map(({ name, number, email }) => ({ name, number, email }))).toEqual([
      { name: 'Ana Lima', number: '5531911110001', email: 'ana@example.com' },
      { name: 'Eva', number: '5531911110005', email: '' },
      { name: 'Silva; Fábio', number: '5531911110006', email: 'fabio@example.com' },
    ]);
  });

  it('updates the name and email of a number that exists, and counts it as updated', async () => {
    const { admin } = await ctx.seedCompany();
    const made = await ctx.request<Contact>('POST', '/api/contacts', {
      token: admin.token,
      body: { name: 'Antigo', number: '5531922220001', email: 'antigo@example.com' },
    });
    const res = await upload(admin.token, 'Novo Nome;5531922220001;\nOutro;5531922220002;o@example.com\n');
    expect(res.body).toEqual({ created: 1, updated: 1, errors: [] });
    const read = await ctx.request<Contact>('GET', `/api/contacts/${made.body.id}`, { token: admin.token });
    expect(read.body).toMatchObject({ name: 'Novo Nome', email: 'antigo@example.com' });
    const search = await ctx.request('GET', '/api/contacts?searchParam=novo', { token: admin.token });
    expect(search.body.contacts.map((c: Contact) => c.id)).toEqual([made.body.id]);
  });

  it('reads a UTF-8 file with a BOM, CRLF lines and commas', async () => {
    const { admin } = await ctx.seedCompany();
    const bytes = new TextEncoder().encode('\uFEFFnome,numero,email\r\nJoão Ção,5531933330001,joao@example.com\r\n');
    const res = await upload(admin.token, bytes);
    expect(res.body).toEqual({ created: 1, updated: 0, errors: [] });
    expect((await everyContact(admin.token))[0]).toMatchObject({ name: 'João Ção', number: '5531933330001' });
  });

  it('reads a Latin-1 file (a spreadsheet saved as Windows CSV)', async () => {
    const { admin } = await ctx.seedCompany();
    const bytes = new Uint8Array(Buffer.from('nome;numero\nJoão Ção;5531944440001\n', 'latin1'));
    const res = await upload(admin.token, bytes);
    expect(res.body).toEqual({ created: 1, updated: 0, errors: [] });
    expect((await everyContact(admin.token))[0]).toMatchObject({ name: 'João Ção', number: '5531944440001' });
  });

  it('refuses a file above 5 MB', async () => {
    const { admin } = await ctx.seedCompany();
    const res = await upload(admin.token, 'a'.repeat(5 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('ERR_PAYLOAD_TOO_LARGE');
    expect(await everyContact(admin.token)).toEqual([]);
  });
});

describe('exporting a CSV', () => {
  it('downloads contatos.csv with every contact, semicolon separated, quoting what needs it', async () => {
    const { admin } = await ctx.seedCompany();
    const bodies = [
      { name: 'Zélia', number: '5531955550001', email: 'z@example.com' },
      { name: 'Ana; "Aninha"', number: '5531955550002' },
    ];
    for (let index = 0; index < 3; index++) bodies.push({ name: `Bia ${index}`, number: `553195555100${index}` });
    for (const body of bodies) await ctx.request('POST', '/api/contacts', { token: admin.token, body });

    const res = await ctx.app.request('/api/contacts/export', { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contatos.csv"');
    expect(await res.text()).toBe(
      [
        'name;number;email',
        '"Ana; ""Aninha""";5531955550002;',
        'Bia 0;5531955551000;',
        'Bia 1;5531955551001;',
        'Bia 2;5531955551002;',
        'Zélia;5531955550001;z@example.com',
        '',
      ].join('\n'),
    );
  });

  it('gives just the header when the company has no contacts', async () => {
    const { admin } = await ctx.seedCompany();
    const res = await ctx.app.request('/api/contacts/export', { headers: { authorization: `Bearer ${admin.token}` } });
    expect(await res.text()).toBe('name;number;email\n');
  });

  it('round-trips: an exported file imports as updates of the same contacts', async () => {
    const { admin } = await ctx.seedCompany();
    await upload(admin.token, 'Íris;5531966660001;iris@example.com\n"Li; Na";5531966660002;\n');
    const exported = await ctx.app.request('/api/contacts/export', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const res = await upload(admin.token, await exported.text());
    expect(res.body).toEqual({ created: 0, updated: 2, errors: [] });
  });
});
