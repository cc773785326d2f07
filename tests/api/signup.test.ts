import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_SECRET_HEADER } from '../../functions/src/http/client-ip.js';
import { MAX_SIGNUPS_PER_CLIENT } from '../../functions/src/domain/companies/signup.js';
import { createNextInvoice } from '../../functions/src/domain/invoices/billing.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
let root: Awaited<ReturnType<TestContext['seedCompany']>>;
let planId: string;
let clients = 0;

// The client address is what the web distribution vouches for (http/client-ip.ts); each test gets its own.
const EDGE_SECRET = 'signup-test-secret';

beforeAll(async () => {
  process.env.EDGE_ORIGIN_SECRET = EDGE_SECRET;
  ctx = await createTestContext({ now: new Date('2026-11-24T12:00:00Z') });
  root = await ctx.seedCompany({ super: true });
  const plan = await ctx.request('POST', '/api/plans', {
    token: root.admin.token,
    body: { name: 'Trial', users: 3, connections: 1, queues: 2 },
  });
  planId = (plan.body as { id: string }).id;
});

function newClient(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}

let emails = 0;
function body(overrides: Record<string, unknown> = {}) {
  emails += 1;
  return {
    // Company names are unique (docs/decisions/039): the signup's name names the company.
    name: `Padaria Central ${emails}`,
    email: `dono${emails}@example.com`,
    phone: '11999990000',
    password: 'segredo1',
    planId,
    ...overrides,
  };
}

function signup(payload: unknown, client = newClient()) {
  return ctx.request('POST', '/api/companies/cadastro', {
    body: payload,
    headers: { [EDGE_SECRET_HEADER]: EDGE_SECRET, 'cloudfront-viewer-address': `${client}:40000` },
  });
}

describe('POST /companies/cadastro (spec 2 §4, §7)', () => {
  it('creates a trial company on the chosen plan whose admin can log in', async () => {
    const input = body();
    const res = await signup(input);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: input.name,
      email: input.email,
      phone: '11999990000',
      planId,
      status: true,
      campaignsEnabled: true,
      recurrence: 'MENSAL',
      dueDate: '2026-12-01',
    });
    const session = await ctx.login(input.email, input.password);
    expect(session.user).toMatchObject({ name: input.name, profile: 'admin', super: false });
    const company = await ctx.request('GET', `/api/companies/${res.body.id}`, { token: session.token });
    expect(company.status).toBe(200);
    // Default queue hours of spec 2 §9.
    expect(company.body.schedules).toHaveLength(7);
    const plan = await ctx.request('GET', `/api/plans/${planId}`, { token: root.admin.token });
    expect(plan.status).toBe(200);
    // The plan now counts the company: deleting it is refused (ADR 036).
    const del = await ctx.request('DELETE', `/api/plans/${planId}`, { token: root.admin.token });
    expect(del.status).toBe(409);
  });

  it('refuses an e-mail already in use with its own code, whatever its case', async () => {
    const first = body();
    expect((await signup(first)).status).toBe(201);
    const again = await signup(body({ email: first.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS' });
    const taken = await signup(body({ email: root.admin.email }));
    expect(taken.body).toMatchObject({ error: 'ERR_EMAIL_ALREADY_EXISTS' });
  });

  it('refuses a company name already in use, whatever its case, with its own code', async () => {
    const first = body();
    expect((await signup(first)).status).toBe(201);
    const again = await signup(body({ name: first.name.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'ERR_COMPANY_NAME_IN_USE' });
  });

  it('refuses an unknown plan and creates nothing', async () => {
    const input = body({ planId: 'no-such-plan' });
    const res = await signup(input);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'ERR_NOT_FOUND' });
    // The e-mail was not claimed: the same person can sign up with a real plan.
    expect((await signup({ ...input, planId })).status).toBe(201);
  });

  it.each([
    ['no body', undefined],
    ['short name', { name: 'A' }],
    ['long name', { name: 'x'.repeat(51) }],
    ['bad email', { email: 'not-an-email' }],
    ['short password', { password: '1234' }],
    ['long password', { password: 'x'.repeat(51) }],
    ['no plan', { planId: '' }],
  ])('answers 400 with the field for %s', async (_label, overrides) => {
    const res = await signup(overrides === undefined ? undefined : body(overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION' });
  });

  it('gives the spec texts for the fields', async () => {
    const res = await signup(body({ name: 'A', email: 'x', password: '1' }));
    expect(res.body.details.fieldErrors).toMatchObject({
      name: ['Too Short!'],
      email: ['Invalid email'],
      password: ['Too Short!'],
    });
  });

  it(`lets one client sign up ${MAX_SIGNUPS_PER_CLIENT} times per window, then answers 429`, async () => {
    const client = newClient();
    for (let i = 0; i < MAX_SIGNUPS_PER_CLIENT; i += 1) {
      expect((await signup(body(), client)).status).toBe(201);
    }
    const refused = await signup(body(), client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'ERR_TOO_MANY_ATTEMPTS' });
    // Another client is not affected; after the window the first may sign up again.
    expect((await signup(body())).status).toBe(201);
    ctx.clock.advance(61 * 60 * 1000);
    expect((await signup(body(), client)).status).toBe(201);
  });

  it("counts the 7-day trial from the company's day, so an evening signup is billed like any other", async () => {
    // 22:30 on 24 November in São Paulo is already the 25th in UTC: the trial must still end on 1 December.
    ctx.clock.set(new Date('2026-11-25T01:30:00Z'));
    const res = await signup(body());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.dueDate).toBe('2026-12-01');
    // The daily run that night finds its first invoice due (INVOICE_LEAD_DAYS ahead), as for a morning signup;
    // this plan costs nothing, so the run answers 'free' where a paid plan is billed ('not-due' before the fix).
    await expect(createNextInvoice(ctx.deps, res.body.id)).resolves.toBe('free');
  });
});
