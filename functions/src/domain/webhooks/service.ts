import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { publishWebhookChange } from './events.js';
import { sendDeliveryJob } from './jobs.js';
import {
  deleteWebhookRecord,
  getWebhookRecord,
  listDeliveries,
  listWebhookRecords,
  putWebhookRecord,
  type WebhookRecord,
} from './repo.js';
import {
  TEST_EVENT,
  type Webhook,
  type WebhookCreate,
  type WebhookDeliveryPage,
  type WebhookUpdate,
  type WebhookWithSecret,
} from './schema.js';
import { openSecret, sealSecret } from './secret.js';
import { newWebhookSecret } from './signature.js';

/** A company keeps at most this many endpoints (each event is one job per endpoint). */
export const MAX_WEBHOOKS = 10;

const notFound = () => new AppError('ERR_NOT_FOUND', 404, 'Webhook não encontrado.');

function view(deps: Deps, record: WebhookRecord): Webhook {
  const { id, url, events, active, createdAt, updatedAt } = record;
  return { id, url, events, active, secretHint: openSecret(deps, record.secret).slice(-4), createdAt, updatedAt };
}

async function existing(deps: Deps, companyId: string, id: string): Promise<WebhookRecord> {
  const record = await getWebhookRecord(deps.table, companyId, id);
  if (!record) throw notFound();
  return record;
}

export async function listWebhooks(deps: Deps, actor: Actor): Promise<{ webhooks: Webhook[] }> {
  const records = await listWebhookRecords(deps.table, actor.companyId);
  return { webhooks: records.map((record) => view(deps, record)) };
}

export async function showWebhook(deps: Deps, actor: Actor, id: string): Promise<Webhook> {
  return view(deps, await existing(deps, actor.companyId, id));
}

/** POST /webhooks: the answer carries the secret, the only time it is shown in full. */
export async function createWebhook(deps: Deps, actor: Actor, input: WebhookCreate): Promise<WebhookWithSecret> {
  if ((await listWebhookRecords(deps.table, actor.companyId)).length >= MAX_WEBHOOKS) {
    throw new AppError('ERR_VALIDATION', 400, `No máximo ${MAX_WEBHOOKS} webhooks por empresa.`);
  }
  const now = deps.clock.now().toISOString();
  const secret = newWebhookSecret();
  const record: WebhookRecord = {
    id: newId(),
    companyId: actor.companyId,
    ...input,
    secret: sealSecret(deps, secret),
    createdAt: now,
    updatedAt: now,
  };
  await putWebhookRecord(deps.table, record);
  const webhook = view(deps, record);
  await publishWebhookChange(deps, actor.companyId, { action: 'create', webhook });
  return { ...webhook, secret };
}

export async function updateWebhook(deps: Deps, actor: Actor, id: string, input: WebhookUpdate): Promise<Webhook> {
  const current = await existing(deps, actor.companyId, id);
  const record = { ...current, ...input, updatedAt: deps.clock.now().toISOString() };
  await putWebhookRecord(deps.table, record);
  const webhook = view(deps, record);
  await publishWebhookChange(deps, actor.companyId, { action: 'update', webhook });
  return webhook;
}

/** POST /webhooks/{id}/secret: a new secret, answered once; the old one signs nothing from now on. */
export async function regenerateSecret(deps: Deps, actor: Actor, id: string): Promise<WebhookWithSecret> {
  const current = await existing(deps, actor.companyId, id);
  const secret = newWebhookSecret();
  const record = { ...current, secret: sealSecret(deps, secret), updatedAt: deps.clock.now().toISOString() };
  await putWebhookRecord(deps.table, record);
  const webhook = view(deps, record);
  await publishWebhookChange(deps, actor.companyId, { action: 'update', webhook });
  return { ...webhook, secret };
}

export async function deleteWebhook(deps: Deps, actor: Actor, id: string): Promise<void> {
  await existing(deps, actor.companyId, id);
  await deleteWebhookRecord(deps.table, actor.companyId, id);
  await publishWebhookChange(deps, actor.companyId, { action: 'delete', webhookId: id });
}

/** POST /webhooks/{id}/test: a `webhook.test` delivery through the queue, like any other; answers its id. */
export async function testWebhook(deps: Deps, actor: Actor, id: string): Promise<{ deliveryId: string }> {
  const record = await existing(deps, actor.companyId, id);
  const deliveryId = newId();
  const createdAt = deps.clock.now().toISOString();
  await sendDeliveryJob(deps, {
    companyId: actor.companyId,
    webhookId: record.id,
    deliveryId,
    event: TEST_EVENT,
    createdAt,
    data: { message: 'Balcão webhook test', url: record.url },
    attempt: 1,
  });
  return { deliveryId };
}

export async function webhookDeliveries(
  deps: Deps,
  actor: Actor,
  id: string,
  cursor?: string,
): Promise<WebhookDeliveryPage> {
  await existing(deps, actor.companyId, id);
  return listDeliveries(deps.table, actor.companyId, id, cursor);
}
