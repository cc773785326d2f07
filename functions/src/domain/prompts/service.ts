import type { Actor } from '../../http/context.js';
import { seal } from '../../platform/crypto/sealed.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { getQueueRecord } from '../queues/repo.js';
import { listQueues } from '../queues/service.js';
import { deletePromptRecord, getPromptRecord, listPromptRecords, putPromptRecord, type PromptRecord } from './repo.js';
import {
  keepsStoredKey,
  maskKey,
  promptsChannel,
  type PromptAnswer,
  type PromptCreate,
  type PromptEvent,
  type PromptUpdate,
} from './schema.js';

const notFound = () => new AppError('ERR_NOT_FOUND', 404, 'Prompt não encontrado.');
const noQueue = () => new AppError('ERR_NO_QUEUE_FOUND', 404, 'Setor não encontrado.');

/** GET /prompt: the company's prompts by name, each with its queue's name. */
export async function listPrompts(deps: Deps, actor: Actor): Promise<{ prompts: PromptAnswer[] }> {
  const [records, queues] = await Promise.all([
    listPromptRecords(deps.table, actor.companyId),
    listQueues(deps, actor.companyId),
  ]);
  const names = new Map(queues.map((queue) => [queue.id, queue.name]));
  return { prompts: records.map((record) => answerOf(record, names.get(record.queueId))) };
}

export async function showPrompt(deps: Deps, actor: Actor, id: string): Promise<PromptAnswer> {
  const record = await existing(deps, actor, id);
  return answerOf(record, await queueName(deps, actor.companyId, record.queueId));
}

/** POST /prompt: the keys sealed under the deployment's data key before anything is stored. */
export async function createPrompt(deps: Deps, actor: Actor, input: PromptCreate): Promise<PromptAnswer> {
  const queue = await requireQueueName(deps, actor.companyId, input.queueId);
  const now = deps.clock.now().toISOString();
  const { apiKey, voiceKey, ...fields } = input;
  const record: PromptRecord = {
    id: newId(),
    companyId: actor.companyId,
    ...fields,
    ...sealedApiKey(deps, apiKey),
    ...sealedVoiceKey(deps, voiceKey),
    createdAt: now,
    updatedAt: now,
    rev: 0,
  };
  await putPromptRecord(deps.table, record);
  return publish(deps, 'create', record, queue);
}

/** PUT /prompt/{id}: the fields sent; a key not sent, blank or masked stays as stored. */
export async function updatePrompt(deps: Deps, actor: Actor, id: string, input: PromptUpdate): Promise<PromptAnswer> {
  const queue = input.queueId ? await requireQueueName(deps, actor.companyId, input.queueId) : undefined;
  const { apiKey, voiceKey, ...fields } = input;
  const written = await retryOnStale(async () => {
    const current = await existing(deps, actor, id);
    const next: PromptRecord = {
      ...current,
      ...definedOnly(fields),
      ...(keepsStoredKey(apiKey) ? {} : sealedApiKey(deps, apiKey!)),
      ...(keepsStoredKey(voiceKey) ? {} : sealedVoiceKey(deps, voiceKey!)),
      updatedAt: deps.clock.now().toISOString(),
      rev: current.rev + 1,
    };
    await putPromptRecord(deps.table, next);
    return next;
  });
  return publish(deps, 'update', written, queue ?? (await queueName(deps, actor.companyId, written.queueId)));
}

/** DELETE /prompt/{id}: answers the message the screen shows. Queues that pointed at it fall back to the menus. */
export async function deletePrompt(deps: Deps, actor: Actor, id: string): Promise<{ message: string }> {
  await retryOnStale(async () => deletePromptRecord(deps.table, await existing(deps, actor, id)));
  const event: PromptEvent = { action: 'delete', promptId: id };
  await deps.realtime.publish(actor.companyId, promptsChannel(actor.companyId), event);
  return { message: 'Prompt deleted' };
}

async function existing(deps: Deps, actor: Actor, id: string): Promise<PromptRecord> {
  const record = await getPromptRecord(deps.table, actor.companyId, id);
  if (!record) throw notFound();
  return record;
}

function sealedApiKey(deps: Deps, plain: string): Pick<PromptRecord, 'apiKeySealed' | 'apiKeyHint'> {
  return { apiKeySealed: sealedOrBlank(deps, plain), apiKeyHint: maskKey(plain) };
}

function sealedVoiceKey(deps: Deps, plain: string): Pick<PromptRecord, 'voiceKeySealed' | 'voiceKeyHint'> {
  return { voiceKeySealed: sealedOrBlank(deps, plain), voiceKeyHint: maskKey(plain) };
}

const sealedOrBlank = (deps: Deps, plain: string) => (plain ? seal(deps.config.dataKey, plain) : '');

async function queueName(deps: Deps, companyId: string, queueId: string): Promise<string | undefined> {
  return (await getQueueRecord(deps.table, companyId, queueId))?.name;
}

async function requireQueueName(deps: Deps, companyId: string, queueId: string): Promise<string> {
  const name = await queueName(deps, companyId, queueId);
  if (name === undefined) throw noQueue();
  return name;
}

async function publish(
  deps: Deps,
  action: 'create' | 'update',
  record: PromptRecord,
  queue: string | undefined,
): Promise<PromptAnswer> {
  const prompt = answerOf(record, queue);
  const event: PromptEvent = { action, prompt };
  await deps.realtime.publish(record.companyId, promptsChannel(record.companyId), event);
  return prompt;
}

/** The prompt as answers carry it: keys masked, never sealed or clear; the queue's name when it still exists. */
function answerOf(record: PromptRecord, queue: string | undefined): PromptAnswer {
  const { companyId: _c, rev: _r, apiKeySealed: _a, voiceKeySealed: _v, apiKeyHint, voiceKeyHint, ...fields } = record;
  return {
    ...fields,
    apiKey: apiKeyHint,
    voiceKey: voiceKeyHint,
    queue: queue === undefined ? null : { id: record.queueId, name: queue },
  };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
