import type { Actor } from '../../http/context.js';
import { seal, unseal } from '../../platform/crypto/sealed.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import {
  deleteQueueIntegrationRecord,
  getQueueIntegrationRecord,
  listQueueIntegrationRecords,
  putQueueIntegrationRecord,
  type QueueIntegrationRecord,
} from './repo.js';
import {
  keepsStoredJson,
  maskedJsonContent,
  NAMED_BY_NAME,
  queueIntegrationsChannel,
  type QueueIntegrationAnswer,
  type QueueIntegrationCreate,
  type QueueIntegrationEvent,
  type QueueIntegrationFields,
  type QueueIntegrationPage,
  type QueueIntegrationUpdate,
} from './schema.js';

/** Rows of the integrations screen per page. */
export const QUEUE_INTEGRATIONS_PAGE_SIZE = 20;

const notFound = () => new AppError('ERR_NOT_FOUND', 404, 'Integração não encontrada.');
const incomplete = (message: string) => new AppError('ERR_VALIDATION', 400, message);

/** GET /queueIntegration/: the company's integrations by name whose name holds the search (lower-cased), in pages. */
export async function listQueueIntegrations(
  deps: Deps,
  actor: Actor,
  searchParam: string,
  pageNumber: number,
): Promise<QueueIntegrationPage> {
  const search = searchParam.toLowerCase();
  const matching = (await listQueueIntegrationRecords(deps.table, actor.companyId)).filter((record) =>
    record.name.toLowerCase().includes(search),
  );
  const start = (pageNumber - 1) * QUEUE_INTEGRATIONS_PAGE_SIZE;
  const page = matching.slice(start, start + QUEUE_INTEGRATIONS_PAGE_SIZE);
  return {
    queueIntegrations: page.map(answerOf),
    count: matching.length,
    hasMore: start + page.length < matching.length,
  };
}

export async function showQueueIntegration(deps: Deps, actor: Actor, id: string): Promise<QueueIntegrationAnswer> {
  return answerOf(await existing(deps, actor.companyId, id));
}

/** POST /queueIntegration: the key file sealed under the deployment's data key before anything is stored. */
export async function createQueueIntegration(
  deps: Deps,
  actor: Actor,
  input: QueueIntegrationCreate,
): Promise<QueueIntegrationAnswer> {
  const { jsonContent, ...fields } = input;
  const now = deps.clock.now().toISOString();
  const record: QueueIntegrationRecord = {
    id: newId(),
    companyId: actor.companyId,
    ...completed(fields, jsonContent !== ''),
    ...sealedJson(deps, jsonContent),
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
  await putQueueIntegrationRecord(deps.table, record);
  return publish(deps, 'create', record);
}

/** PUT /queueIntegration/{id}: the fields sent; a key file not sent, blank or sent back masked stays as stored. */
export async function updateQueueIntegration(
  deps: Deps,
  actor: Actor,
  id: string,
  input: QueueIntegrationUpdate,
): Promise<QueueIntegrationAnswer> {
  const { jsonContent, ...fields } = input;
  const written = await retryOnStale(async () => {
    const current = await existing(deps, actor.companyId, id);
    const json = keepsStoredJson(jsonContent) ? undefined : sealedJson(deps, jsonContent!);
    const merged = { ...current, ...definedFields(fields) };
    const next: QueueIntegrationRecord = {
      ...current,
      ...completed(merged, (json ?? current).jsonContentSealed !== ''),
      ...json,
      updatedAt: deps.clock.now().toISOString(),
      rev: current.rev + 1,
    };
    await putQueueIntegrationRecord(deps.table, next);
    return next;
  });
  return publish(deps, 'update', written);
}

/**
 * DELETE /queueIntegration/{id}: answers the message the screen shows. Queues and connections that pointed at it
 * answer with the menus again (the bot phase finds no integration).
 */
export async function deleteQueueIntegration(deps: Deps, actor: Actor, id: string): Promise<{ message: string }> {
  await retryOnStale(async () => deleteQueueIntegrationRecord(deps.table, await existing(deps, actor.companyId, id)));
  const event: QueueIntegrationEvent = { action: 'delete', integrationId: id };
  await deps.realtime.publish(actor.companyId, queueIntegrationsChannel(actor.companyId), event);
  return { message: 'Integração excluída.' };
}

export async function existing(deps: Deps, companyId: string, id: string): Promise<QueueIntegrationRecord> {
  const record = await getQueueIntegrationRecord(deps.table, companyId, id);
  if (!record) throw notFound();
  return record;
}

/** The key file in clear, for the engine that talks to Dialogflow ('' when none). */
export function plainJsonContent(deps: Pick<Deps, 'config'>, record: QueueIntegrationRecord): string {
  return record.jsonContentSealed ? unseal(deps.config.dataKey, record.jsonContentSealed) : '';
}

/**
 * What each type needs before it can answer anyone (spec 3 §5: the project name of n8n, webhook and typebot is
 * the name): a URL for webhook, n8n and Typebot, the bot's public id for Typebot, a key file for Dialogflow.
 */
export function completed<T extends QueueIntegrationFields>(fields: T, hasJson: boolean): T {
  if (fields.type === 'dialogflow' && !hasJson) throw incomplete('Informe o arquivo JSON da conta de serviço.');
  if (fields.type !== 'dialogflow' && !fields.urlN8N) throw incomplete('Informe a URL.');
  if (fields.type === 'typebot' && !fields.typebotSlug) throw incomplete('Informe o slug do Typebot.');
  return NAMED_BY_NAME.includes(fields.type) ? { ...fields, projectName: fields.name } : fields;
}

function sealedJson(deps: Deps, plain: string) {
  return {
    jsonContentSealed: plain ? seal(deps.config.dataKey, plain) : '',
    jsonContentHint: maskedJsonContent(plain),
  };
}

async function publish(
  deps: Deps,
  action: 'create' | 'update',
  record: QueueIntegrationRecord,
): Promise<QueueIntegrationAnswer> {
  const queueIntegration = answerOf(record);
  const event: QueueIntegrationEvent = { action, queueIntegration };
  await deps.realtime.publish(record.companyId, queueIntegrationsChannel(record.companyId), event);
  return queueIntegration;
}

/** The integration as answers carry it: the key file masked, never sealed or clear. */
export function answerOf(record: QueueIntegrationRecord): QueueIntegrationAnswer {
  const { companyId: _c, rev: _r, jsonContentSealed: _s, jsonContentHint, ...fields } = record;
  return { ...fields, jsonContent: jsonContentHint };
}
