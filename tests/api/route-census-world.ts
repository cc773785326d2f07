import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, SignJWT } from 'jose';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import { putInvoiceOnce } from '../../functions/src/domain/invoices/repo.js';
import { PLAN_FLAGS } from '../../functions/src/domain/plans/schema.js';
import { newId } from '../../functions/src/platform/ids.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import type { TestContext } from '../../functions/src/testing/harness.js';
import type { IdKind } from './route-census-table.js';
import { conversationFixtures } from './messages-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

const CUSTOMER = '5511988887777';

/**
 * The companies the census drives: A holds one of each resource (so every path gets a real id), B's admin is the
 * other tenant, `closed` is a company whose plan has every flag off (plan-gated routes), and `root` a super user.
 */
export async function censusWorld(ctx: TestContext) {
  const fx = adminFixtures(ctx);
  const allFlags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true]));
  const noFlags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, false]));
  const [a, b, closed, root] = await Promise.all([
    ctx.seedCompany({ plan: allFlags }),
    ctx.seedCompany(),
    ctx.seedCompany({ plan: noFlags }),
    ctx.seedCompany({ super: true }),
  ]);
  const token = a.admin.token;
  const queue = await fx.createQueue(token);
  const connection = await fx.putConnection(a.companyId, { provider: 'simulator', queueIds: [queue.id] });
  const user = await fx.createUser(token, { queueIds: [queue.id] });
  const agent = await fx.createAgent(token, { queueIds: [queue.id] });
  const loggedOut = await loggedOutAdmin(ctx, fx, token);

  const conversation = conversationFixtures(ctx);
  const ingest = createIngest(ctx.deps);
  for (const body of ['oi', 'preciso de ajuda']) {
    ctx.clock.advance(1000);
    const event = conversation.customerMessage({ id: `P-${newId()}`, chatId: CUSTOMER, body });
    await ingest(conversation.job(a.companyId, connection.id, event));
  }
  const { ticket: pending, contact } = await conversation.chat(a.companyId, connection.id, CUSTOMER);
  const ticket = await ticketFixtures(ctx).changeTicket(pending!, {
    queueId: queue.id,
    status: 'open',
    userId: a.userId,
  });
  // The admin's own message: an agent may not delete or resend it (issue 13, point 3).
  const sent = await ctx.request('POST', `/api/messages/${ticket.id}`, { token, body: { body: 'Bom dia!' } });
  if (sent.status !== 201) throw new Error(`message: ${sent.status} ${JSON.stringify(sent.body)}`);
  const message = (await conversation.page(token, ticket.id)).messages.find((m) => m.fromMe)!;

  const created = async (path: string, body: unknown) => {
    const res = await ctx.request('POST', path, { token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  const ids: Record<IdKind, string> = {
    company: a.companyId,
    user: user.id,
    queue: queue.id,
    queueOption: await created('/api/queue-options', { queueId: queue.id, title: 'Vendas', option: '1' }),
    connection: connection.id,
    contact: contact!.id,
    ticket: ticket.id,
    ticketUuid: ticket.id,
    message: message.id,
    tag: await created('/api/tags', { name: 'VIP', color: '#ff0000' }),
    quickMessage: await created('/api/quick-messages', { shortcode: 'ola', message: 'Olá!', geral: true }),
    schedule: await created('/api/schedules', {
      body: 'Bom dia, tudo bem?',
      contactId: contact!.id,
      sendAt: '2099-01-01T12:00:00.000Z',
    }),
    chat: await created('/api/chats', { title: 'Equipe', users: [user.id] }),
    ...(await contactListIds(created)),
    fileList: await created('/api/files', { name: 'Catálogo', message: 'Veja', options: [{ name: 'Preços' }] }),
    campaign: await created('/api/campaigns', { name: 'Promoção', message1: 'Olá {nome}!', whatsappId: connection.id }),
    ticketNote: await created('/api/ticket-notes', {
      note: 'Cliente antigo',
      ticketId: ticket.id,
      contactId: contact!.id,
    }),
    settingKey: 'userRating',
    contactImport: await contactImportId(ctx, token),
    plan: await planId(ctx, root.admin.token),
    help: await helpId(ctx, root.admin.token),
    announcement: await announcementId(ctx, root.admin.token),
    webhook: await created('/api/webhooks', { url: 'https://hooks.example.com/balcao', events: ['message.created'] }),
    prompt: await created('/api/prompt', {
      name: 'Assistente',
      prompt: 'Responda com educação.',
      apiKey: 'sk-census-0000000000',
      queueId: queue.id,
    }),
    queueIntegration: await created('/api/queueIntegration', {
      type: 'webhook',
      name: 'Robô',
      urlN8N: 'https://bot.example.com/hook',
    }),
    invoice: await invoiceId(ctx, a.companyId),
    spareCompany: await spareCompanyId(ctx),
  };
  const setting = await ctx.request('PUT', '/api/settings/userRating', { token, body: { value: 'enabled' } });
  if (setting.status !== 200) throw new Error(`setting: ${setting.status}`);

  return {
    a,
    b,
    closed,
    root,
    agent,
    ids,
    /** Company B's own ids, for the fuzz's "another company's id" values. */
    otherIds: [b.companyId, b.userId],
    expiredToken: () => expiredCopy(ctx, token),
    /** The access token of an admin of A who has since logged out. */
    loggedOutToken: loggedOut,
    snapshotOfA: () => companyItems(ctx, a.companyId),
  };
}

export type CensusWorld = Awaited<ReturnType<typeof censusWorld>>;

/** An unpaid invoice of A, as the daily job makes it (docs/decisions/037). */
async function invoiceId(ctx: TestContext, companyId: string): Promise<string> {
  const id = newId();
  const invoice = { id, companyId, detail: 'Plano Census', value: 99.9, dueDate: '2099-01-01' };
  if (!(await putInvoiceOnce(ctx.deps.table, invoice, ctx.clock.now().toISOString()))) throw new Error('invoice');
  return id;
}

/** A help video, the platform's: written by the super user. */
async function helpId(ctx: TestContext, token: string): Promise<string> {
  const body = { title: 'Primeiros passos', video: 'dQw4w9WgXcQ' };
  const res = await ctx.request('POST', '/api/helps', { token, body });
  if (res.status !== 201) throw new Error(`help: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** An announcement, the platform's: written by the super user. */
async function announcementId(ctx: TestContext, token: string): Promise<string> {
  const body = { title: 'Aviso do census', text: 'Manutenção' };
  const res = await ctx.request('POST', '/api/announcements', { token, body });
  if (res.status !== 201) throw new Error(`announcement: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** A plan no company uses (the platform's, written by the super user). */
async function planId(ctx: TestContext, token: string): Promise<string> {
  const res = await ctx.request('POST', '/api/plans', { token, body: { name: 'Census' } });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** A company no caller of the census belongs to: a super user's DELETE may remove it (docs/decisions/039). */
async function spareCompanyId(ctx: TestContext): Promise<string> {
  return (await ctx.createCompany()).companyId;
}

/** A contacts import of A (accepted and queued; the census needs only its id). */
async function contactImportId(ctx: TestContext, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File(['name;number\nImportado;5511977776666\n'], 'contacts.csv', { type: 'text/csv' }));
  const res = await ctx.app.request('/api/contacts/import', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { id?: unknown };
  if (res.status === 202 && typeof body.id === 'string') return body.id;
  throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
}

/** A second admin of A logs in and out: the access token from that session, unexpired but revoked. */
async function loggedOutAdmin(ctx: TestContext, fx: ReturnType<typeof adminFixtures>, token: string) {
  const admin = await fx.createUser(token, { profile: 'admin' });
  const session = await ctx.login(admin.email, admin.password);
  const res = await ctx.request('DELETE', '/api/auth/logout', { token: session.token, cookie: session.cookie });
  if (res.status >= 300) throw new Error(`logout: ${res.status}`);
  return session.token;
}

/** The same claims, signed with the deployment's secret, but expired an hour ago by the harness clock. */
async function expiredCopy(ctx: TestContext, token: string): Promise<string> {
  const { iat: _iat, exp: _exp, ...claims } = decodeJwt(token);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(ctx.deps.config.jwtSecret);
}

/**
 * Every item of the company, as stored, in key order: what "nothing changed" compares. Realtime sockets are left
 * out: they come and go with connections, not with requests.
 */
async function companyItems(ctx: TestContext, companyId: string) {
  const prefix = `C#${companyId}`;
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await ctx.deps.table.doc.send(
      new ScanCommand({ TableName: ctx.deps.table.name, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if ((pk === prefix || pk.startsWith(`${prefix}#`)) && pk !== `${prefix}#WS`) items.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort((x, y) => `${x.pk}|${x.sk}`.localeCompare(`${y.pk}|${y.sk}`));
}

/** A contact list of A with one item. */
async function contactListIds(created: (path: string, body: unknown) => Promise<string>) {
  const contactList = await created('/api/contact-lists', { name: 'Clientes' });
  const contactListItem = await created('/api/contact-list-items', {
    name: 'Maria',
    number: '5511977776666',
    contactListId: contactList,
  });
  return { contactList, contactListItem };
}
