import { beforeAll, describe, expect, it } from 'vitest';
import { readFileListForSend } from '../../functions/src/domain/file-lists/read.js';
import { MAX_FILE_LIST_FILE_BYTES, MAX_FILE_LIST_FILES } from '../../functions/src/domain/file-lists/upload.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { fileListFixtures } from './file-lists-fixtures.js';
import { eventsOn } from './messages-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof fileListFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = fileListFixtures(ctx);
});

const png = { name: 'tabela de preços.png', type: 'image/png', data: sample.png };

describe('the File lists API (spec 3 §5, §7)', () => {
  it('creates, lists with search and pages, shows, edits and deletes, telling the company each time', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });

    const created = await fx.create(token, {
      name: 'Catálogo de verão',
      message: 'Segue o catálogo',
      options: [{ name: 'Preços', message: 'Tabela de preços' }, { name: 'Fotos' }],
      userId: 'ignored',
    });
    expect(created).toMatchObject({
      name: 'Catálogo de verão',
      message: 'Segue o catálogo',
      userId: company.userId,
      options: [
        { name: 'Preços', message: 'Tabela de preços', path: null, mediaType: null, file: null },
        { name: 'Fotos', message: '', path: null, mediaType: null, file: null },
      ],
    });
    expect(created.options[0].id).toEqual(expect.any(String));
    const other = await fx.create(token, { name: 'Boas-vindas', message: 'Olá!' });

    const list = await fx.call(token, 'GET', '/?pageNumber=1');
    expect(list.status).toBe(200);
    expect(list.body.files.map((f: { id: string }) => f.id)).toEqual([other.id, created.id]);
    expect(list.body).toMatchObject({ count: 2, hasMore: false });
    const found = await fx.call(token, 'GET', '/?searchParam=verão');
    expect(found.body.files.map((f: { id: string }) => f.id)).toEqual([created.id]);

    expect((await fx.call(token, 'GET', `/${created.id}`)).body).toEqual(created);
    const keep = created.options[1];
    const edited = await fx.call(token, 'PUT', `/${created.id}`, {
      name: 'Catálogo de inverno',
      message: 'Novo catálogo',
      options: [keep, { name: 'Vídeo', message: 'Assista' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Catálogo de inverno', message: 'Novo catálogo' });
    expect(edited.body.options.map((o: { name: string }) => o.name)).toEqual(['Fotos', 'Vídeo']);
    expect(edited.body.options[0].id).toBe(keep.id);

    expect((await fx.call(token, 'DELETE', `/${created.id}`)).status).toBe(200);
    expect((await fx.call(token, 'GET', `/${created.id}`)).status).toBe(404);

    const events = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-file`)();
    expect(events.map((e) => e.action)).toEqual(['create', 'create', 'update', 'delete']);
    expect(events[2]!.fileList).toMatchObject({ id: created.id, name: 'Catálogo de inverno' });
    expect(events[3]).toEqual({ action: 'delete', fileId: created.id });
  });

  it('pages 20 at a time with hasMore', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    for (let i = 0; i < 21; i += 1) await fx.create(token, { name: `Lista ${String(i).padStart(2, '0')}` });
    const first = await fx.call(token, 'GET', '/?pageNumber=1');
    expect(first.body).toMatchObject({ count: 21, hasMore: true });
    expect(first.body.files).toHaveLength(20);
    const second = await fx.call(token, 'GET', '/?pageNumber=2');
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.files.map((f: { name: string }) => f.name)).toEqual(['Lista 20']);
  });

  it('answers spec 3 §5’s texts: name of at least 3, message required, each option named', async () => {
    const token = (await ctx.seedCompany()).admin.token;
    const short = await fx.call(token, 'POST', '', { name: 'ab', message: 'Olá' });
    expect(short.status).toBe(400);
    expect(short.body.details.fieldErrors.name).toEqual(['nome muito curto']);
    const missing = await fx.call(token, 'POST', '', { name: 'Lista boa' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors.message).toEqual(['Obrigatório']);
    const blank = await fx.call(token, 'POST', '', { name: 'Lista boa', message: '   ' });
    expect(blank.body.details.fieldErrors.message).toEqual(['Obrigatório']);
    const unnamed = await fx.call(token, 'POST', '', { name: 'Lista boa', message: 'Olá', options: [{ name: '' }] });
    expect(unnamed.status).toBe(400);
    const created = await fx.create(token);
    const emptied = await fx.call(token, 'PUT', `/${created.id}`, { name: 'x' });
    expect(emptied.body.details.fieldErrors.name).toEqual(['nome muito curto']);
  });

  it('stores an uploaded file per option by its content, links it, and gives the list to the campaign engine', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.create(token, { options: [{ name: 'Preços' }, { name: 'Manual', message: 'Leia' }] });
    const [prices, manual] = list.options;
    const res = await fx.upload(token, list.id, [
      { ...png, optionId: prices.id },
      { name: 'manual.pdf', type: 'application/pdf', data: sample.pdf, optionId: manual.id },
    ]);
    expect(res.status).toBe(200);
    const [withPng, withPdf] = res.body.options;
    expect(withPng).toMatchObject({ id: prices.id, mediaType: 'image/png', file: 'tabela_de_preços.png' });
    expect(withPdf).toMatchObject({ id: manual.id, mediaType: 'application/pdf', file: 'manual.pdf' });
    expect(await ctx.deps.blobs.get(withPng.path)).toMatchObject({ contentType: 'image/png' });
    expect(withPng.mediaUrl).toEqual(expect.any(String));

    expect(await readFileListForSend(ctx.deps, company.companyId, list.id)).toEqual({
      id: list.id,
      name: list.name,
      message: list.message,
      options: [
        {
          name: 'Preços',
          message: '',
          mediaPath: withPng.path,
          mediaType: 'image/png',
          fileName: 'tabela_de_preços.png',
        },
        {
          name: 'Manual',
          message: 'Leia',
          mediaPath: withPdf.path,
          mediaType: 'application/pdf',
          fileName: 'manual.pdf',
        },
      ],
    });
    expect(await readFileListForSend(ctx.deps, 'another-company', list.id)).toBeNull();

    // A new file replaces the option's previous one, whose blob goes; an option removed by an edit takes its file.
    const again = await fx.upload(token, list.id, [{ ...png, name: 'nova.png', optionId: prices.id }]);
    expect(again.body.options[0].file).toBe('nova.png');
    expect(await ctx.deps.blobs.get(withPng.path)).toBeUndefined();
    const kept = again.body.options[0];
    await fx.call(token, 'PUT', `/${list.id}`, { options: [{ id: kept.id, name: kept.name, path: null }] });
    expect(await ctx.deps.blobs.get(kept.path)).toBeUndefined();
    expect(await ctx.deps.blobs.get(withPdf.path)).toBeUndefined();
  });

  it('removes every file of a list when the list is deleted', async () => {
    const token = (await ctx.seedCompany()).admin.token;
    const list = await fx.create(token, { options: [{ name: 'A' }, { name: 'B' }] });
    const res = await fx.upload(token, list.id, [
      { ...png, optionId: list.options[0].id },
      { name: 'b.pdf', type: 'application/pdf', data: sample.pdf, optionId: list.options[1].id },
    ]);
    const paths = res.body.options.map((o: { path: string }) => o.path);
    expect((await fx.call(token, 'DELETE', `/${list.id}`)).status).toBe(200);
    for (const path of paths) expect(await ctx.deps.blobs.get(path)).toBeUndefined();
  });

  it('refuses by content an HTML or SVG file named .png, an unknown option, and a form without files', async () => {
    const token = (await ctx.seedCompany()).admin.token;
    const list = await fx.create(token, { options: [{ name: 'A' }] });
    const optionId = list.options[0].id;
    for (const data of [sample.html, sample.svg, sample.exe]) {
      const res = await fx.upload(token, list.id, [{ name: 'foto.png', type: 'image/png', data, optionId }]);
      expect([res.status, res.body.error]).toEqual([415, 'ERR_UPLOAD_TYPE_NOT_ALLOWED']);
    }
    expect((await fx.call(token, 'GET', `/${list.id}`)).body.options[0].path).toBeNull();
    const unknown = await fx.upload(token, list.id, [{ ...png, optionId: 'nope' }]);
    expect(unknown.status).toBe(400);
    const none = await fx.upload(token, list.id, []);
    expect(none.status).toBe(400);
  });

  it('refuses a file over 16 MB with 413 and more than 4 files in one request with 400, storing none', async () => {
    const token = (await ctx.seedCompany()).admin.token;
    const list = await fx.create(token, { options: [{ name: 'A' }, { name: 'B' }] });
    const optionId = list.options[0].id;
    const big = new Uint8Array(MAX_FILE_LIST_FILE_BYTES + 1);
    big.set(sample.png);
    const tooBig = await fx.upload(token, list.id, [{ name: 'grande.png', type: 'image/png', data: big, optionId }]);
    expect([tooBig.status, tooBig.body.error]).toEqual([413, 'ERR_PAYLOAD_TOO_LARGE']);
    const five = Array.from({ length: MAX_FILE_LIST_FILES + 1 }, () => ({ ...png, optionId }));
    expect((await fx.upload(token, list.id, five)).status).toBe(400);
    // A good file with a refused one: neither is kept.
    const mixed = await fx.upload(token, list.id, [
      { ...png, optionId },
      { name: 'b.png', type: 'image/png', data: sample.html, optionId: list.options[1].id },
    ]);
    expect(mixed.status).toBe(415);
    expect((await fx.call(token, 'GET', `/${list.id}`)).body.options.map((o: { path: unknown }) => o.path)).toEqual([
      null,
      null,
    ]);
  });

  it('refuses another company’s lists', async () => {
    const a = await ctx.seedCompany();
    const b = await ctx.seedCompany();
    const ofA = await fx.create(a.admin.token, { options: [{ name: 'A' }] });
    for (const [method, path, body] of [
      ['GET', `/${ofA.id}`, undefined],
      ['PUT', `/${ofA.id}`, { name: 'Tomada' }],
      ['DELETE', `/${ofA.id}`, undefined],
    ] as const) {
      expect((await fx.call(b.admin.token, method, path, body)).status).toBe(404);
    }
    const upload = await fx.upload(b.admin.token, ofA.id, [{ ...png, optionId: ofA.options[0].id }]);
    expect(upload.status).toBe(404);
    expect((await fx.call(b.admin.token, 'GET', '')).body.files).toEqual([]);
    expect((await fx.call(a.admin.token, 'GET', `/${ofA.id}`)).body.name).toBe(ofA.name);
  });

  it('is closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useCampaigns', async () => {
    const company = await ctx.seedCompany({ plan: { useCampaigns: false } });
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/x'],
      ['PUT', '/x'],
      ['DELETE', '/x'],
    ] as const) {
      const res = await fx.call(
        company.admin.token,
        method,
        path,
        method === 'POST' || method === 'PUT' ? {} : undefined,
      );
      expect([res.status, res.body.error]).toEqual([403, 'ERR_PLAN_FEATURE_DISABLED']);
    }
    const upload = await fx.upload(company.admin.token, 'x', [{ ...png, optionId: 'y' }]);
    expect([upload.status, upload.body.error]).toEqual([403, 'ERR_PLAN_FEATURE_DISABLED']);
  });
});
