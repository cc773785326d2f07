import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatus } from '../../functions/src/domain/contacts/import/schema.js';
import { createContactImportWorker, DEFAULT_CHUNK_ROWS } from '../../functions/src/domain/contacts/import/worker.js';
import type { Contact } from '../../functions/src/domain/contacts/schema.js';
import { createInboundConsumer } from '../../functions/src/domain/inbound/consumer.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { contactImports } from './contacts-import-fixtures.js';
import { crashingAt } from './inbound-fixtures.js';

let ctx: TestContext;
let stopConsumer: () => Promise<void>;

/** The inbound queue consumed as the API side runs it, with the import worker over `deps`. */
function consumeInbound(deps: Deps, options?: { chunkRows?: number }) {
  const handler = createInboundConsumer(createIngest(deps), createContactImportWorker(deps, options));
  const consumer = (ctx.jobs as TableJobQueue).consume('inbound', handler);
  return () => consumer.stop();
}

let upload: ReturnType<typeof contactImports>['upload'];
let finished: ReturnType<typeof contactImports>['finished'];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ upload, finished } = contactImports(ctx));
});

afterAll(async () => {
  await stopConsumer?.();
});

const rows = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `Cliente ${i};${prefix}${String(i).padStart(6, '0')};`).join('\n');

describe('a contacts import as a background job', () => {
  beforeAll(() => {
    stopConsumer = consumeInbound(ctx.deps);
  });

  // Three chunks of the worker's default size; 10,000 rows and the time they take are bench/contacts-import.bench.ts's.
  it('answers 202 with an import id for a file of several chunks, then creates every row', async () => {
    const { admin } = await ctx.seedCompany();
    const size = 2.5 * DEFAULT_CHUNK_ROWS;
    const res = await upload(admin.token, `name;number;email\n${rows(size, '55319')}`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: expect.any(String), fileName: 'contatos.csv' });
    expect(['queued', 'running']).toContain(res.body.status);

    const done = await finished(admin.token, res.body.id, 170_000);
    expect(done).toMatchObject({ status: 'done', totalRows: size, processedRows: size, created: size });
    expect(done).toMatchObject({ updated: 0, refused: 0 });
    // The time it takes is measured by bench/contacts-import.bench.ts, not asserted here: the suite shares the CPU.
  }, 180_000);

  it('counts created, updated and refused rows and keeps the report of the refused ones', async () => {
    const { admin } = await ctx.seedCompany();
    await ctx.request('POST', '/api/contacts', {
      token: admin.token,
      body: { name: 'Antigo', number: '5531977770009' },
    });
    const file = [
      'nome;numero;email',
      'Ana Lima;+55 (31) 97777-0001;ana@example.com',
      'B;5531977770002;',
      'Carlos;123;',
      'Dora;5531977770004;not-an-email',
      'Eva;5531977770005;',
      'Eva Repetida;55 31 97777-0005;',
      'Novo Nome;5531977770009;',
    ].join('\n');
    const { body } = await upload(admin.token, file);
    expect(await finished(admin.token, body.id)).toMatchObject({ created: 2, updated: 1, refused: 4 });

    const report = await ctx.app.request(`/api/contacts/import/${body.id}/report`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await report.text()).toBe(
      [
        'line;reason',
        '3;Nome muito curto (mínimo 2 caracteres)',
        '4;Número inválido (8 a 50 dígitos)',
        '5;E-mail inválido',
        '7;Número repetido no arquivo (linha 6)',
        '',
      ].join('\n'),
    );
  });

  it('publishes its progress on the company contactImport channel until it is done', async () => {
    const company = await ctx.seedCompany();
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const { body } = await upload(company.admin.token, rows(30, '55318'));
    const updates = () =>
      socket
        .received()
        .filter((m) => m.event === `company-${company.companyId}-contactImport`)
        .map((m) => (m.data as { action: string; import: ImportStatus }).import);
    await expect.poll(() => updates().at(-1)?.status, { timeout: 20_000 }).toBe('done');
    expect(updates().map((update) => update.status)).toEqual(['running', 'done']);
    expect(updates().at(-1)).toMatchObject({ id: body.id, processedRows: 30, created: 30, refused: 0 });
  });

  it('ends failed, saying why, when the file has more than 50,000 rows', async () => {
    const { admin } = await ctx.seedCompany();
    const { status, body } = await upload(admin.token, rows(50_001, '5'));
    expect(status).toBe(202);
    expect(await finished(admin.token, body.id)).toMatchObject({
      status: 'failed',
      created: 0,
      error: 'O arquivo pode ter no máximo 50000 linhas e 5 MB.',
    });
  });

  it('refuses a file that is not text before keeping it', async () => {
    const { admin } = await ctx.seedCompany();
    const res = await upload(admin.token, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'contatos.xlsx');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('ERR_UPLOAD_TYPE_NOT_ALLOWED');
  });
});

describe('who may see an import', () => {
  it("answers 404 to another company's admin, for the status and the report", async () => {
    const owner = await ctx.seedCompany();
    const other = await ctx.seedCompany();
    const { body } = await upload(owner.admin.token, rows(3, '55317'));
    for (const path of [`/api/contacts/import/${body.id}`, `/api/contacts/import/${body.id}/report`]) {
      const res = await ctx.request('GET', path, { token: other.admin.token });
      expect(res.status).toBe(404);
    }
  });

  it('answers 403 to an agent, for the upload, the status and the report', async () => {
    const company = await ctx.seedCompany();
    const agent = await adminFixtures(ctx).createAgent(company.admin.token);
    const { body } = await upload(company.admin.token, rows(3, '55316'));
    expect((await upload(agent.token, rows(3, '55315'))).status).toBe(403);
    for (const path of [`/api/contacts/import/${body.id}`, `/api/contacts/import/${body.id}/report`]) {
      expect((await ctx.request('GET', path, { token: agent.token })).status).toBe(403);
    }
  });
});

describe('an import whose worker crashes mid-way', () => {
  beforeAll(async () => {
    await stopConsumer?.();
  });

  // With 50-row chunks of at most 20 new contacts per transaction, a chunk is 3 writes then its commit:
  // the 3rd transaction dies inside the first chunk, the 4th at its commit, the 9th inside the third chunk.
  it.each([3, 4, 9])('resumes after a crash at transaction %i, losing and doubling no row nor refusal', async (n) => {
    stopConsumer = consumeInbound(crashingAt(ctx.deps, n), { chunkRows: 50 });
    const { admin } = await ctx.seedCompany();
    const file = ['X;5531000000001;', rows(120, `5531${n}`), 'Sem Número;;'].join('\n');
    const { body } = await upload(admin.token, file);
    expect(await finished(admin.token, body.id)).toMatchObject({ status: 'done', created: 120, refused: 2 });
    const report = await ctx.app.request(`/api/contacts/import/${body.id}/report`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(await report.text()).toBe('line;reason\n1;Nome muito curto (mínimo 2 caracteres)\n122;Número obrigatório\n');

    const contacts = (await ctx.request<Contact[]>('GET', '/api/contacts/list', { token: admin.token })).body;
    expect(contacts).toHaveLength(120);
    expect(new Set(contacts.map((contact) => contact.number)).size).toBe(120);
    await stopConsumer();
  });
});

describe('an import whose job keeps failing until it is dead-lettered', () => {
  it('ends failed, saying what to do, instead of showing "running" forever', async () => {
    const quick = await createTestContext({ jobs: { retryDelayMs: 10 } });
    const broken: Deps = { ...quick.deps, table: Object.create(quick.deps.table) };
    broken.table.transact = async () => {
      throw new Error('the table refuses every transaction');
    };
    const handler = createInboundConsumer(createIngest(broken), createContactImportWorker(broken));
    const consumer = (quick.jobs as TableJobQueue).consume('inbound', handler);
    try {
      const { admin } = await quick.seedCompany();
      const { id } = (await contactImports(quick).upload(admin.token, rows(30, '55317'))).body;
      const deadline = Date.now() + 20_000;
      let status: ImportStatus;
      do {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await quick.request<ImportStatus>('GET', `/api/contacts/import/${id}`, { token: admin.token })).body;
      } while (status.status !== 'failed' && Date.now() < deadline);
      expect(status).toMatchObject({ status: 'failed', error: expect.stringContaining('Importe o arquivo de novo') });
    } finally {
      await consumer.stop();
    }
  }, 45_000);
});
