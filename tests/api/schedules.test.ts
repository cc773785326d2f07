import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { eventsOn } from './messages-fixtures.js';
import { scheduleFixtures } from './schedules-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof scheduleFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = scheduleFixtures(ctx);
});

describe('the Schedules API (spec 2 §7)', () => {
  it('creates, lists with the contact, shows, edits and deletes, telling the company each time', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const contactId = await fx.contact(token, '5511988887777', 'Joana Prado');
    const sendAt = fx.inMinutes(90);

    const created = await fx.create(token, { contactId, sendAt, body: 'Lembrete da consulta' });
    expect(created).toMatchObject({
      body: 'Lembrete da consulta',
      contactId,
      sendAt,
      sentAt: null,
      status: 'PENDENTE',
      reason: null,
      userId: company.userId,
      mediaPath: null,
      contact: { id: contactId, name: 'Joana Prado', number: '5511988887777' },
    });
    const other = await fx.create(token, { contactId, body: 'Outra mensagem aqui', sendAt: fx.inMinutes(30) });

    const list = await fx.call(token, 'GET', '/?pageNumber=1');
    expect(list.status).toBe(200);
    expect(list.body.schedules.map((s: { id: string }) => s.id)).toEqual([other.id, created.id]);
    expect(list.body).toMatchObject({ count: 2, hasMore: false });
    const found = await fx.call(token, 'GET', '/?searchParam=CONSULTA');
    expect(found.body.schedules.map((s: { id: string }) => s.id)).toEqual([created.id]);
    const byName = await fx.call(token, 'GET', '/?searchParam=joana');
    expect(byName.body.count).toBe(2);

    expect((await fx.call(token, 'GET', `/${created.id}`)).body).toEqual(created);
    const edited = await fx.call(token, 'PUT', `/${created.id}`, { body: 'Lembrete: consulta amanhã' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ body: 'Lembrete: consulta amanhã', sendAt });

    expect((await fx.call(token, 'DELETE', `/${created.id}`)).status).toBe(204);
    expect((await fx.call(token, 'GET', `/${created.id}`)).status).toBe(404);

    const events = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-schedule`)();
    expect(events.map((e) => e.action)).toEqual(['create', 'create', 'update', 'delete']);
    expect(events[2]!.schedule).toMatchObject({ id: created.id, body: 'Lembrete: consulta amanhã' });
    expect(events[3]).toEqual({ action: 'delete', scheduleId: created.id });
  });

  it('answers spec 2 §5’s texts: body of at least 5, contactId and sendAt required', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const contactId = await fx.contact(token);
    const short = await fx.call(token, 'POST', '', { body: 'oi', contactId, sendAt: fx.inMinutes(5) });
    expect(short.status).toBe(400);
    expect(short.body.details.fieldErrors.body).toEqual(['Mensagem muito curta']);
    const missing = await fx.call(token, 'POST', '', { body: 'Bom dia!' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors).toMatchObject({ contactId: ['Obrigatório'], sendAt: ['Obrigatório'] });
    const badDate = await fx.call(token, 'POST', '', { body: 'Bom dia!', contactId, sendAt: 'amanhã' });
    expect(badDate.status).toBe(400);
    const created = await fx.create(token, { contactId });
    const emptied = await fx.call(token, 'PUT', `/${created.id}`, { body: '  abc ' });
    expect(emptied.body.details.fieldErrors.body).toEqual(['Mensagem muito curta']);
  });

  it('refuses another company’s contact and schedules', async () => {
    const a = await ctx.seedCompany();
    const b = await ctx.seedCompany();
    const contactOfB = await fx.contact(b.admin.token);
    const refused = await fx.call(a.admin.token, 'POST', '', {
      body: 'Bom dia!',
      contactId: contactOfB,
      sendAt: fx.inMinutes(5),
    });
    expect([refused.status, refused.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);

    const ofA = await fx.create(a.admin.token, { contactId: await fx.contact(a.admin.token) });
    for (const [method, path] of [
      ['GET', `/${ofA.id}`],
      ['PUT', `/${ofA.id}`],
      ['DELETE', `/${ofA.id}`],
      ['DELETE', `/${ofA.id}/media-upload`],
    ] as const) {
      const res = await fx.call(b.admin.token, method, path, method === 'PUT' ? { body: 'Tomado por B' } : undefined);
      expect(res.status).toBe(404);
    }
    expect((await fx.call(b.admin.token, 'GET', '')).body.schedules).toEqual([]);
    const moved = await fx.call(a.admin.token, 'PUT', `/${ofA.id}`, { contactId: contactOfB });
    expect(moved.status).toBe(404);
  });

  it('is closed with 403 ERR_PLAN_FEATURE_DISABLED when the plan lacks useSchedules', async () => {
    const company = await ctx.seedCompany({ plan: { useSchedules: false } });
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', '/x'],
      ['PUT', '/x'],
      ['DELETE', '/x'],
      ['DELETE', '/x/media-upload'],
    ] as const) {
      const res = await fx.call(
        company.admin.token,
        method,
        path,
        method === 'POST' || method === 'PUT' ? {} : undefined,
      );
      expect([res.status, res.body.error]).toEqual([403, 'ERR_PLAN_FEATURE_DISABLED']);
    }
  });

  it('arms a timer at sendAt, re-arms it when sendAt changes and disarms it on delete', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const contactId = await fx.contact(token);
    const created = await fx.create(token, { contactId, sendAt: fx.inMinutes(10) });
    expect(await fx.timer(created.id)).toMatchObject({
      target: 'schedule.send',
      time: created.sendAt,
      payload: { companyId: company.companyId, scheduleId: created.id, sendAt: created.sendAt },
    });
    const later = fx.inMinutes(45);
    await fx.call(token, 'PUT', `/${created.id}`, { sendAt: later });
    expect(await fx.timer(created.id)).toMatchObject({ time: later, payload: { sendAt: later } });

    await fx.call(token, 'DELETE', `/${created.id}`);
    expect(await fx.timer(created.id)).toBeUndefined();
  });
});
