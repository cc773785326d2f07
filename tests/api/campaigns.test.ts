import { beforeAll, describe, expect, it } from 'vitest';
import { publishCountsSoon } from '../../functions/src/domain/campaigns/events.js';
import { getCampaignRecord } from '../../functions/src/domain/campaigns/repo.js';
import { PLAN_FLAGS } from '../../functions/src/domain/plans/schema.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { sample } from '../../functions/src/testing/upload-samples.js';
import { campaignFixtures } from './campaigns-fixtures.js';
import { eventsOn } from './messages-fixtures.js';

let ctx: TestContext;
let fx: ReturnType<typeof campaignFixtures>;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = campaignFixtures(ctx);
});

describe('the Campaigns API (spec 3 §7)', () => {
  it('creates INATIVA, lists newest first 20 a page with search, shows, edits and deletes, telling the company', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const { whatsappId } = await fx.essentials(company.companyId, token);

    const created = await fx.create(token, { name: 'Black Friday', whatsappId });
    expect(created).toMatchObject({
      name: 'Black Friday',
      status: 'INATIVA',
      message1: 'Olá {nome}!',
      confirmation: false,
      whatsapp: { id: whatsappId },
      contactList: null,
      scheduledAt: null,
      completedAt: null,
      counts: { valid: 0, confirmationRequested: 0, confirmed: 0, delivered: 0, failed: 0 },
    });
    for (let i = 0; i < 20; i++) {
      ctx.clock.advance(1000);
      await fx.create(token, { name: `Campanha ${i}` });
    }
    const first = await fx.call(token, 'GET', '/?pageNumber=1');
    expect(first.status).toBe(200);
    expect(first.body.records).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.records[0].name).toBe('Campanha 19');
    const second = await fx.call(token, 'GET', '/?pageNumber=2');
    expect(second.body).toMatchObject({ hasMore: false, records: [{ id: created.id }] });
    const found = await fx.call(token, 'GET', '/?searchParam=black');
    expect(found.body.records.map((r: { id: string }) => r.id)).toEqual([created.id]);

    expect((await fx.call(token, 'GET', `/${created.id}`)).body).toEqual(created);
    const edited = await fx.call(token, 'PUT', `/${created.id}`, {
      name: 'Black Friday 2',
      message1: 'Oi',
      whatsappId,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Black Friday 2', message1: 'Oi', status: 'INATIVA' });

    expect((await fx.call(token, 'DELETE', `/${created.id}`)).status).toBe(204);
    expect((await fx.call(token, 'GET', `/${created.id}`)).status).toBe(404);
    const events = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-campaign`)();
    expect(events.at(-2)).toMatchObject({ action: 'update', record: { id: created.id, name: 'Black Friday 2' } });
    expect(events.at(-1)).toEqual({ action: 'delete', id: created.id });
  });

  it('refuses bad input with a 4xx and a code: short name, bad date, unknown connection or tag', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    expect((await fx.call(token, 'POST', '', { name: 'A' })).body.error).toBe('ERR_VALIDATION');
    expect((await fx.call(token, 'POST', '', { name: 'Promo', scheduledAt: 'amanhã' })).status).toBe(400);
    const other = await ctx.seedCompany();
    const theirs = await fx.essentials(other.companyId, other.admin.token);
    expect((await fx.call(token, 'POST', '', { name: 'Promo', whatsappId: theirs.whatsappId })).status).toBe(404);
    expect((await fx.call(token, 'POST', '', { name: 'Promo', tagListId: theirs.tagListId })).status).toBe(404);
    const mine = await fx.create(token);
    expect((await fx.call(other.admin.token, 'GET', `/${mine.id}`)).status).toBe(404);
    expect((await fx.call(other.admin.token, 'PUT', `/${mine.id}`, { name: 'Minha' })).status).toBe(404);
    expect((await fx.call(other.admin.token, 'DELETE', `/${mine.id}`)).status).toBe(404);
    expect((await fx.call(other.admin.token, 'POST', `/${mine.id}/cancel`)).status).toBe(404);
  });

  it('is closed to a company whose plan lacks useCampaigns (403 ERR_PLAN_FEATURE_DISABLED)', async () => {
    const company = await ctx.seedCompany({
      plan: { ...Object.fromEntries(PLAN_FLAGS.map((f) => [f, true])), useCampaigns: false },
    });
    const res = await fx.call(company.admin.token, 'GET', '/');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_PLAN_FEATURE_DISABLED');
  });
});

describe('live counts (company-<id>-campaign)', () => {
  it('coalesces a burst of count changes into at most one event per 500 ms, the last state included', async () => {
    const company = await ctx.seedCompany();
    const socket = await ctx.listen({ companyId: company.companyId, userId: company.userId });
    const campaign = await fx.create(company.admin.token);
    const record = (await getCampaignRecord(ctx.deps.table, company.companyId, campaign.id))!;
    for (let delivered = 1; delivered <= 100; delivered++) {
      const state = { ...record, counts: { ...record.counts, delivered } };
      publishCountsSoon(ctx.deps, company.companyId, campaign.id, async () => state);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const updates = eventsOn<Record<string, any>>(socket.received, `company-${company.companyId}-campaign`)().filter(
      (event) => event.action === 'update',
    );
    expect(updates.length).toBeLessThanOrEqual(3);
    expect(updates.at(-1)!.record.counts.delivered).toBe(100);
  });
});

describe('the campaign status machine (spec 3 §2, §4)', () => {
  it('scheduledAt makes it PROGRAMADA with a start timer; editable only more than 1 hour ahead', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const needs = await fx.essentials(company.companyId, token);
    const scheduledAt = fx.inMinutes(120);
    const campaign = await fx.create(token, { ...needs, scheduledAt });
    expect(campaign.status).toBe('PROGRAMADA');
    expect(await fx.startTimer(campaign.id)).toMatchObject({ target: 'campaign.start', time: scheduledAt });

    const moved = fx.inMinutes(90);
    const edit = await fx.call(token, 'PUT', `/${campaign.id}`, {
      name: 'Promoção',
      message1: 'Oi',
      ...needs,
      scheduledAt: moved,
    });
    expect(edit.body).toMatchObject({ status: 'PROGRAMADA', scheduledAt: moved });
    expect((await fx.startTimer(campaign.id))?.time).toBe(moved);

    await fx.later(31); // 59 minutes ahead now; the access token (15 min) is renewed by a login
    const { token: fresh } = await ctx.login(company.admin.email, company.admin.password);
    const late = await fx.call(fresh, 'PUT', `/${campaign.id}`, {
      name: 'Promoção',
      message1: 'Oi',
      ...needs,
      scheduledAt: moved,
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('ERR_CAMPAIGN_NOT_EDITABLE');

    await fx.later(60);
    const { token: after } = await ctx.login(company.admin.email, company.admin.password);
    expect((await fx.call(after, 'GET', `/${campaign.id}`)).body.status).toBe('EM_ANDAMENTO');
  });

  it('unscheduling makes it INATIVA again and disarms the timer; a time already come starts it at once', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const needs = await fx.essentials(company.companyId, token);
    const campaign = await fx.create(token, { ...needs, scheduledAt: fx.inMinutes(300) });
    const unscheduled = await fx.call(token, 'PUT', `/${campaign.id}`, { name: 'Promoção', message1: 'Oi', ...needs });
    expect(unscheduled.body.status).toBe('INATIVA');
    expect(await fx.startTimer(campaign.id)).toBeUndefined();

    const now = await fx.call(token, 'PUT', `/${campaign.id}`, {
      name: 'Promoção',
      message1: 'Oi',
      ...needs,
      scheduledAt: fx.inMinutes(0),
    });
    expect(now.body.status).toBe('EM_ANDAMENTO');
  });

  it('refuses to schedule without connection, recipients or message (400 ERR_CAMPAIGN_INCOMPLETE)', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const needs = await fx.essentials(company.companyId, token);
    const at = fx.inMinutes(300);
    for (const body of [
      { name: 'Promo', message1: 'Oi', tagListId: needs.tagListId, scheduledAt: at },
      { name: 'Promo', message1: 'Oi', whatsappId: needs.whatsappId, scheduledAt: at },
      { name: 'Promo', message1: ' ', ...needs, scheduledAt: at },
      { name: 'Promo', message1: 'Oi', ...needs, confirmation: true, scheduledAt: at },
    ]) {
      const res = await fx.call(token, 'POST', '', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_CAMPAIGN_INCOMPLETE');
    }
  });

  it('cancels only while running or scheduled, restarts only when cancelled; a running one is cancelled on delete', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const needs = await fx.essentials(company.companyId, token);
    const idle = await fx.create(token, needs);
    const refused = await fx.call(token, 'POST', `/${idle.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('ERR_CAMPAIGN_STATUS');
    expect((await fx.call(token, 'POST', `/${idle.id}/restart`)).body.error).toBe('ERR_CAMPAIGN_STATUS');

    const running = await fx.create(token, { ...needs, scheduledAt: fx.inMinutes(0) });
    expect(running.status).toBe('EM_ANDAMENTO');
    const cancelled = await fx.call(token, 'POST', `/${running.id}/cancel`);
    expect(cancelled.body.status).toBe('CANCELADA');
    const edit = await fx.call(token, 'PUT', `/${running.id}`, { name: 'Editada', message1: 'Oi', ...needs });
    expect(edit.body).toMatchObject({ status: 'CANCELADA', name: 'Editada' });
    const restarted = await fx.call(token, 'POST', `/${running.id}/restart`);
    expect(restarted.body.status).toBe('EM_ANDAMENTO');
    expect((await fx.call(token, 'PUT', `/${running.id}`, { name: 'Outra', message1: 'Oi', ...needs })).status).toBe(
      409,
    );

    const scheduled = await fx.create(token, { ...needs, scheduledAt: fx.inMinutes(300) });
    expect((await fx.call(token, 'POST', `/${scheduled.id}/cancel`)).body.status).toBe('CANCELADA');
    expect(await fx.startTimer(scheduled.id)).toBeUndefined();

    expect((await fx.call(token, 'DELETE', `/${running.id}`)).status).toBe(204);
    expect((await fx.call(token, 'GET', `/${running.id}`)).status).toBe(404);
  });
});

describe('POST /campaigns/{id}/media-upload', () => {
  it('stores an attachment typed by content, refuses an SVG named .png, and removes it on DELETE', async () => {
    const company = await ctx.seedCompany();
    const token = company.admin.token;
    const campaign = await fx.create(token);
    const png = await fx.upload(token, campaign.id, { name: 'cartaz promo.png', type: 'image/png', data: sample.png });
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ mediaName: 'cartaz_promo.png' });
    expect(png.body.mediaUrl).toEqual(expect.any(String));
    expect((await ctx.deps.blobs.get(png.body.mediaPath))?.contentType).toBe('image/png');
    const svg = await fx.upload(token, campaign.id, { name: 'x.png', type: 'image/png', data: sample.svg });
    expect(svg.status).toBe(415);
    const removed = await fx.call(token, 'DELETE', `/${campaign.id}/media-upload`);
    expect(removed.body).toMatchObject({ mediaPath: null, mediaName: null });
    expect(await ctx.deps.blobs.get(png.body.mediaPath)).toBeUndefined();
  });
});
