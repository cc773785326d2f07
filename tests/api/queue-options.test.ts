import { beforeAll, describe, expect, it } from 'vitest';
import { listOptionsOfQueue } from '../../functions/src/domain/queue-options/repo.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let fx: ReturnType<typeof adminFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = adminFixtures(ctx);
});

/** Adds options to a queue through the API (roots unless a parentId is given). */
function adderFor(queueId: string, token: string) {
  return async (fields: Record<string, unknown>) => {
    const res = await post(token, { queueId, parentId: -1, title: 'Opção', message: 'Texto', option: '1', ...fields });
    if (res.status !== 201) throw new Error(`option not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string; option: string; parentId: string | -1 };
  };
}

/** A company with one queue, its admin's token and a helper to add options to that queue. */
async function setup() {
  const company = await ctx.seedCompany();
  const queue = await fx.createQueue(company.admin.token);
  const token = company.admin.token;
  return { company, queue, token, add: adderFor(queue.id, token) };
}

const post = (token: string, body: Record<string, unknown>) =>
  ctx.request('POST', '/api/queue-options', { token, body });
const put = (token: string, id: string, body: Record<string, unknown>) =>
  ctx.request('PUT', `/api/queue-options/${id}`, { token, body });
const remove = (token: string, id: string) => ctx.request('DELETE', `/api/queue-options/${id}`, { token });
const errorOf = (res: { status: number; body: { error?: string } }) => [res.status, res.body.error];
const list = (token: string, query: string) => ctx.request('GET', `/api/queue-options?${query}`, { token });
const idsOf = (body: { id: string }[]) => body.map((option) => option.id);

/** The options as stored, read past the API. */
const storedOptions = (company: { companyId: string }, queueId: string) =>
  listOptionsOfQueue(ctx.deps.table, company.companyId, queueId);
const rootIds = async (token: string, queueId: string) =>
  idsOf((await list(token, `queueId=${queueId}&parentId=-1`)).body);

describe('creating and listing options', () => {
  it('creates roots and children and lists each level by number, the roots with parent -1', async () => {
    const { queue, token, add } = await setup();
    const second = await add({ title: 'Financeiro', option: '2' });
    const tenth = await add({ title: 'Outros', option: '10' });
    const first = await add({ title: 'Vendas', option: '1', message: 'Escolha o produto' });
    const child = await add({ title: 'Boletos', option: '1', parentId: second.id });

    expect(first).toMatchObject({ queueId: queue.id, parentId: -1, title: 'Vendas', message: 'Escolha o produto' });
    expect(first).not.toHaveProperty('rev');
    const roots = await list(token, `queueId=${queue.id}&parentId=-1`);
    expect(roots.status).toBe(200);
    expect(idsOf(roots.body)).toEqual([first.id, second.id, tenth.id]);
    expect(roots.body[0]).toEqual(first);
    const children = await list(token, `queueId=${queue.id}&parentId=${second.id}`);
    expect(children.body).toEqual([{ ...child, parentId: second.id }]);
    const all = await list(token, `queueId=${queue.id}`);
    expect(idsOf(all.body).sort()).toEqual([first.id, second.id, tenth.id, child.id].sort());
  });

  it('lets an agent read the options but not change them', async () => {
    const { company, queue, add } = await setup();
    const option = await add({});
    const agent = await fx.createAgent(company.admin.token);

    expect(await rootIds(agent.token, queue.id)).toEqual([option.id]);
    const writes = [
      post(agent.token, { queueId: queue.id, title: 'X', option: '5' }),
      put(agent.token, option.id, { title: 'X' }),
      remove(agent.token, option.id),
    ];
    for (const res of await Promise.all(writes)) expect(errorOf(res)).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await storedOptions(company, queue.id)).map((o) => o.title)).toEqual(['Opção']);
  });

  it('answers the form texts for a missing title, a bad number and a long message', async () => {
    const { company, queue, token } = await setup();
    const res = await post(token, { queueId: queue.id, title: ' ', option: '1a', message: 'x'.repeat(4097) });

    expect(errorOf(res)).toEqual([400, 'ERR_VALIDATION']);
    expect(res.body.details.fieldErrors).toEqual({
      title: ['Required'],
      option: ['Informe um número de 1 a 3 dígitos'],
      message: ['Too Long!'],
    });
    expect(await storedOptions(company, queue.id)).toEqual([]);
    expect(errorOf(await list(token, 'parentId=-1'))).toEqual([400, 'ERR_VALIDATION']);
  });

  it('refuses a number a sibling uses, also written with leading zeros, but not one of another level', async () => {
    const { company, queue, token, add } = await setup();
    const root = await add({ option: '3' });
    await add({ option: '3', parentId: root.id });

    const res = await post(token, { queueId: queue.id, parentId: -1, title: 'Outra', option: '03' });
    expect(errorOf(res)).toEqual([409, 'ERR_QUEUE_OPTION_EXISTS']);
    expect(await storedOptions(company, queue.id)).toHaveLength(2);
  });

  it('lets only one of two concurrent siblings with the same number in', async () => {
    const { company, queue, token } = await setup();
    const create = (title: string) => post(token, { queueId: queue.id, title, option: '4' });
    const results = await Promise.all([create('A'), create('B')]);

    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await storedOptions(company, queue.id)).toHaveLength(1);
  });

  it('answers 404 for a queue or a parent that is not there', async () => {
    const { company, queue, token } = await setup();
    const otherQueue = await fx.createQueue(token);
    const parentElsewhere = await adderFor(otherQueue.id, token)({ option: '1' });
    const create = (body: Record<string, unknown>) => post(token, { title: 'T', option: '1', ...body });

    expect(errorOf(await create({ queueId: '01UNKNOWN' }))).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    const noParent = await create({ queueId: queue.id, parentId: '01UNKNOWN' });
    expect(errorOf(noParent)).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
    const wrongQueue = await create({ queueId: queue.id, parentId: parentElsewhere.id });
    expect(errorOf(wrongQueue)).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
    expect(errorOf(await list(token, 'queueId=01UNKNOWN&parentId=-1'))).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    expect(await storedOptions(company, queue.id)).toEqual([]);
  });
});

describe('changing options', () => {
  it('changes the fields sent and keeps the others', async () => {
    const { company, queue, token, add } = await setup();
    const option = await add({ title: 'Vendas', message: 'Olá', option: '1' });

    const res = await put(token, option.id, { title: 'Comercial', option: '5' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: option.id, title: 'Comercial', message: 'Olá', option: '5', parentId: -1 });
    const roots = await list(token, `queueId=${queue.id}&parentId=-1`);
    expect(roots.body).toEqual([res.body]);
    // The old number is free again.
    await add({ option: '1' });
    expect(await storedOptions(company, queue.id)).toHaveLength(2);
  });

  it('refuses a number a sibling uses and keeps the option as it was', async () => {
    const { queue, token, add } = await setup();
    await add({ option: '1' });
    const two = await add({ option: '2', title: 'Dois' });

    const res = await put(token, two.id, { option: '1', title: 'X' });
    expect(errorOf(res)).toEqual([409, 'ERR_QUEUE_OPTION_EXISTS']);
    const stored = await list(token, `queueId=${queue.id}&parentId=-1`);
    expect(stored.body.find((o: { id: string }) => o.id === two.id)).toMatchObject({ option: '2', title: 'Dois' });
  });

  it('moves an option under another and back to the roots, checking the number on the new level', async () => {
    const { queue, token, add } = await setup();
    const a = await add({ option: '1' });
    const b = await add({ option: '2' });
    await add({ option: '2', parentId: a.id });

    expect(errorOf(await put(token, b.id, { parentId: a.id }))).toEqual([409, 'ERR_QUEUE_OPTION_EXISTS']);
    const moved = await put(token, b.id, { parentId: a.id, option: '3' });
    expect(moved.body).toMatchObject({ parentId: a.id, option: '3' });
    expect(await rootIds(token, queue.id)).toEqual([a.id]);
    const back = await put(token, b.id, { parentId: -1 });
    expect(back.body.parentId).toBe(-1);
    expect(await rootIds(token, queue.id)).toEqual([a.id, b.id]);
  });

  it('refuses to put an option inside itself or below its own children', async () => {
    const { company, queue, token, add } = await setup();
    const a = await add({ option: '1' });
    const child = await add({ option: '1', parentId: a.id });
    const grandchild = await add({ option: '1', parentId: child.id });

    for (const parentId of [a.id, child.id, grandchild.id]) {
      const res = await put(token, a.id, { parentId });
      expect(errorOf(res), parentId).toEqual([400, 'ERR_VALIDATION']);
      expect(res.body.details.fieldErrors.parentId).toEqual(['Uma opção não pode ficar dentro dela mesma.']);
    }
    const stored = await storedOptions(company, queue.id);
    expect(stored.find((o) => o.id === a.id)?.parentId).toBeNull();
  });

  it('refuses a parent of another queue and an option it does not know', async () => {
    const { token, add } = await setup();
    const option = await add({});
    const elsewhere = await adderFor((await fx.createQueue(token)).id, token)({ option: '1' });

    expect(errorOf(await put(token, option.id, { parentId: elsewhere.id }))).toEqual([
      404,
      'ERR_NO_QUEUE_OPTION_FOUND',
    ]);
    expect(errorOf(await put(token, '01UNKNOWN', { title: 'X' }))).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
  });
});

describe('deleting options', () => {
  it('deletes an option with its whole subtree and frees their numbers', async () => {
    const { company, queue, token, add } = await setup();
    const a = await add({ option: '1' });
    const keep = await add({ option: '2' });
    const child = await add({ option: '1', parentId: a.id });
    await add({ option: '1', parentId: child.id });
    const keptChild = await add({ option: '1', parentId: keep.id });

    expect((await remove(token, a.id)).status).toBe(204);
    expect((await storedOptions(company, queue.id)).map((o) => o.id).sort()).toEqual([keep.id, keptChild.id].sort());
    await add({ option: '1' });
    expect(errorOf(await remove(token, a.id))).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
  });

  it('goes with its queue', async () => {
    const { company, queue, token, add } = await setup();
    const root = await add({ option: '1' });
    await add({ option: '1', parentId: root.id });

    const res = await ctx.request('DELETE', `/api/queue/${queue.id}`, { token });
    expect(res.status).toBe(204);
    expect(await storedOptions(company, queue.id)).toEqual([]);
  });
});

describe('tenancy', () => {
  it('treats another company’s queue and options as missing', async () => {
    const { company, queue, add } = await setup();
    const option = await add({});
    const other = await ctx.seedCompany();
    const token = other.admin.token;

    expect(errorOf(await list(token, `queueId=${queue.id}&parentId=-1`))).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    const created = await post(token, { queueId: queue.id, title: 'Intrusa', option: '9' });
    expect(errorOf(created)).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    expect(errorOf(await put(token, option.id, { title: 'X' }))).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
    expect(errorOf(await remove(token, option.id))).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
    expect(await storedOptions(company, queue.id)).toEqual([
      expect.objectContaining({ id: option.id, title: 'Opção' }),
    ]);
  });
});
