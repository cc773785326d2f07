import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContactListCheckWorker,
  type ContactListCheckJob,
} from '../../functions/src/domain/contact-lists/check.js';
import { createInboundConsumer } from '../../functions/src/domain/inbound/consumer.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { contactListFixtures } from './contact-lists-fixtures.js';
import { eventsOn } from './messages-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof contactListFixtures>;
let sessions: TestSessions;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = contactListFixtures(ctx);
  sessions = await startTestSessions(ctx);
});

afterAll(async () => {
  await sessions.stop();
});

/** The check job as the inbound queue's consumer receives it (the test sessions' own consumer only records). */
async function runCheck(companyId: string, contactListId: string, round?: { parallel: number; budgetMs: number }) {
  const job: ContactListCheckJob = { kind: 'contactListCheck', companyId, contactListId };
  const consume = createInboundConsumer(
    async () => undefined,
    undefined,
    undefined,
    createContactListCheckWorker(ctx.deps, round),
  );
  return consume([
    {
      messageId: 'r1',
      body: JSON.stringify(job),
      attributes: { MessageGroupId: `contactListCheck-${contactListId}`, ApproximateReceiveCount: '1' },
    },
  ]);
}

async function validity(token: string, listId: string) {
  const page = await fx.items(token, 'GET', `?contactListId=${listId}`);
  return Object.fromEntries(
    page.body.contacts.map((c: { number: string; isWhatsappValid: boolean | null }) => [c.number, c.isWhatsappValid]),
  );
}

describe('the WhatsApp check of a contact list’s items', () => {
  it('leaves items unchecked while no connection is connected, and says the check stopped', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.createList(token);
    await fx.addItem(token, list.id, { number: '5511988887777' });
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body.checking).toBe(true);
    expect(await runCheck(company.companyId, list.id)).toEqual({ batchItemFailures: [] });
    expect(await validity(token, list.id)).toEqual({ '5511988887777': null });
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body).toMatchObject({ checking: false, validCount: 0 });
  });

  it('marks each number valid or invalid through the connected simulator, counting them on the list', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const list = await fx.createList(token);
    const csv = 'nome;numero\nAna Lima;5511988887777\nBruno Reis;5521977776666\nCurto Demais;12345678\n';
    expect((await fx.upload(token, list.id, { name: 'l.csv', data: csv })).body.created).toBe(3);
    await simulatorFixtures(ctx).connectedSimulator(token);

    expect(await runCheck(company.companyId, list.id)).toEqual({ batchItemFailures: [] });
    // The simulator knows numbers of 10 to 15 digits.
    expect(await validity(token, list.id)).toEqual({
      '5511988887777': true,
      '5521977776666': true,
      '12345678': false,
    });
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body).toMatchObject({
      contactsCount: 3,
      validCount: 2,
      invalidCount: 1,
      checking: false,
    });
    const hints = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-contactListItem`)();
    expect(hints.at(-1)).toEqual({ action: 'update', contactListId: list.id, reload: true });
    const lists = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-contactList`)();
    expect(lists.at(-1)!.record).toMatchObject({ validCount: 2, invalidCount: 1, checking: false });

    // A changed number is checked again; deleting a checked item takes it off the counts.
    const items = (await fx.items(token, 'GET', `?contactListId=${list.id}`)).body.contacts as {
      id: string;
      number: string;
    }[];
    const shortOne = items.find((item) => item.number === '12345678')!;
    await fx.items(token, 'PUT', `/${shortOne.id}`, { number: '5531966665555' });
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body).toMatchObject({ invalidCount: 0, checking: true });
    await runCheck(company.companyId, list.id);
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body).toMatchObject({ validCount: 3, invalidCount: 0 });
    await fx.items(token, 'DELETE', `/${shortOne.id}`);
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body).toMatchObject({ contactsCount: 2, validCount: 2 });
  });

  it('hands over to a next round when its time is up, and POST /check asks again', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const list = await fx.createList(token);
    await fx.upload(token, list.id, { name: 'l.csv', data: 'Ana Lima;5511988887777\nBruno Reis;5521977776666\n' });
    await simulatorFixtures(ctx).connectedSimulator(token);
    await runCheck(company.companyId, list.id, { parallel: 1, budgetMs: -1 });
    expect(await validity(token, list.id)).toEqual({ '5511988887777': null, '5521977776666': null });
    expect((await fx.lists(token, 'GET', `/${list.id}`)).body.checking).toBe(true);
    const asked = await fx.lists(token, 'POST', `/${list.id}/check`);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ id: list.id, checking: true });
    await runCheck(company.companyId, list.id);
    expect(await validity(token, list.id)).toEqual({ '5511988887777': true, '5521977776666': true });
  });
});
