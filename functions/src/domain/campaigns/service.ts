import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { isConditionFailure } from '../../platform/table.js';
import { getConnectionRecord } from '../connections/repo.js';
import { readFileListForSend } from '../file-lists/read.js';
import { getTagRecord } from '../tags/repo.js';
import { contactListNames } from './contact-list-names.js';
import { campaignAnswers, publishCampaign, publishCampaignDeleted } from './events.js';
import { launchCampaign, purgeCampaign } from './engine/launch.js';
import { armCampaignStart, disarmCampaignStart } from './engine/start-timer.js';
import {
  deleteCampaignRecord,
  EMPTY_COUNTS,
  getCampaignRecord,
  listCampaignRecords,
  moveCampaignStatus,
  putCampaignRecord,
  updateCampaignRecord,
  type CampaignRecord,
} from './repo.js';
import {
  CAMPAIGN_MESSAGE_SLOTS,
  campaignEditable,
  type CampaignAnswer,
  type CampaignBody,
  type CampaignPage,
  type CampaignStatus,
} from './schema.js';

/** Campaigns per page of GET /campaigns/ (spec 3 §2: the list loads the next page near the bottom). */
export const CAMPAIGNS_PAGE_SIZE = 20;

export const campaignNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Campanha não encontrada.');
const notEditable = () => new AppError('ERR_CAMPAIGN_NOT_EDITABLE', 409, 'Esta campanha não pode mais ser alterada.');
const wrongStatus = (status: CampaignStatus) =>
  new AppError('ERR_CAMPAIGN_STATUS', 409, 'O status da campanha não permite esta ação.', { status });
const incomplete = (missing: string) =>
  new AppError('ERR_CAMPAIGN_INCOMPLETE', 400, 'Informe a conexão, a lista de contatos e uma mensagem.', { missing });

/** GET /campaigns/: newest first, the name holding the (lower-cased) search, 20 a page. */
export async function listCampaigns(
  deps: Deps,
  actor: Actor,
  search: string,
  pageNumber: number,
): Promise<CampaignPage> {
  const all = await listCampaignRecords(deps.table, actor.companyId);
  const text = search.toLowerCase();
  const matching = text ? all.filter((record) => record.name.toLowerCase().includes(text)) : all;
  const start = (pageNumber - 1) * CAMPAIGNS_PAGE_SIZE;
  const page = matching.slice(start, start + CAMPAIGNS_PAGE_SIZE);
  return {
    records: await campaignAnswers(deps, actor.companyId, page),
    hasMore: start + page.length < matching.length,
  };
}

export async function showCampaign(deps: Deps, actor: Actor, id: string): Promise<CampaignAnswer> {
  return (await campaignAnswers(deps, actor.companyId, [await found(deps, actor.companyId, id)]))[0]!;
}

/** POST /campaigns: INATIVA, or PROGRAMADA with scheduledAt (a time already come starts it at once). */
export async function createCampaign(deps: Deps, actor: Actor, input: CampaignBody): Promise<CampaignAnswer> {
  await assertReferences(deps, actor.companyId, input);
  const now = deps.clock.now().toISOString();
  const record: CampaignRecord = {
    id: newId(),
    companyId: actor.companyId,
    ...input,
    status: input.scheduledAt ? 'PROGRAMADA' : 'INATIVA',
    completedAt: null,
    mediaPath: null,
    mediaName: null,
    counts: { ...EMPTY_COUNTS },
    createdAt: now,
    updatedAt: now,
    rev: 0,
    run: 0,
    tickToken: null,
    tickDueAt: 0,
  };
  if (record.status === 'PROGRAMADA') assertStartable(record);
  await putCampaignRecord(deps.table, record);
  const answer = await publishCampaign(deps, 'create', record);
  return (await scheduleOrStart(deps, record)) ?? answer;
}

/**
 * PUT /campaigns/{id}: only while `campaignEditable` (spec 3 §2). INATIVA and PROGRAMADA follow scheduledAt (none:
 * INATIVA; set: PROGRAMADA, started at once when due); a CANCELADA campaign keeps its status unless given a time
 * ahead (then PROGRAMADA), and goes on with the restart action.
 */
export async function updateCampaign(
  deps: Deps,
  actor: Actor,
  id: string,
  input: CampaignBody,
): Promise<CampaignAnswer> {
  await assertReferences(deps, actor.companyId, input);
  const updated = await retryOnStale(async () => {
    const current = await found(deps, actor.companyId, id);
    const now = deps.clock.now();
    if (!campaignEditable(current, now)) throw notEditable();
    const ahead = input.scheduledAt !== null && new Date(input.scheduledAt).getTime() > now.getTime();
    const status: CampaignStatus =
      current.status === 'CANCELADA'
        ? ahead
          ? 'PROGRAMADA'
          : 'CANCELADA'
        : input.scheduledAt
          ? 'PROGRAMADA'
          : 'INATIVA';
    const next = { ...current, ...input, status };
    if (status === 'PROGRAMADA') assertStartable(next);
    const changes = { ...input, status, updatedAt: now.toISOString() };
    return updateCampaignRecord(deps.table, current, changes).catch((error: unknown) => {
      throw isConditionFailure(error) ? new StaleRecord() : error;
    });
  });
  if (updated.status !== 'PROGRAMADA') await disarmCampaignStart(deps, updated);
  const answer = await publishCampaign(deps, 'update', updated);
  return (await scheduleOrStart(deps, updated)) ?? answer;
}

/** DELETE /campaigns/{id}: a running campaign is cancelled first; its timer, attachment and shipping items go. */
export async function deleteCampaign(deps: Deps, actor: Actor, id: string): Promise<void> {
  const current = await found(deps, actor.companyId, id);
  if (current.status === 'EM_ANDAMENTO' || current.status === 'PROGRAMADA') {
    await moveCampaignStatus(deps.table, actor.companyId, id, ['EM_ANDAMENTO', 'PROGRAMADA'], 'CANCELADA', {
      tickToken: null,
    });
  }
  await disarmCampaignStart(deps, current);
  await deleteCampaignRecord(deps.table, actor.companyId, id);
  await purgeCampaign(deps, current);
  await publishCampaignDeleted(deps, actor.companyId, id);
}

/** POST /campaigns/{id}/cancel: a running (or scheduled) campaign stops before its next send. */
export async function cancelCampaign(deps: Deps, actor: Actor, id: string): Promise<CampaignAnswer> {
  const current = await found(deps, actor.companyId, id);
  const moved = await moveCampaignStatus(deps.table, actor.companyId, id, ['EM_ANDAMENTO', 'PROGRAMADA'], 'CANCELADA', {
    tickToken: null,
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!moved) throw wrongStatus(current.status);
  await disarmCampaignStart(deps, moved);
  return publishCampaign(deps, 'update', moved);
}

/** POST /campaigns/{id}/restart: a cancelled campaign goes on with the recipients not yet sent. */
export async function restartCampaign(deps: Deps, actor: Actor, id: string): Promise<CampaignAnswer> {
  const current = await found(deps, actor.companyId, id);
  if (current.status !== 'CANCELADA') throw wrongStatus(current.status);
  assertStartable(current);
  const started = await launchCampaign(deps, current, ['CANCELADA']);
  if (!started) throw wrongStatus((await found(deps, actor.companyId, id)).status);
  return publishCampaign(deps, 'update', started);
}

/** Arms the start of a PROGRAMADA campaign, or starts it now when its time has come; answers it if started. */
async function scheduleOrStart(deps: Deps, record: CampaignRecord): Promise<CampaignAnswer | undefined> {
  if (record.status !== 'PROGRAMADA' || !record.scheduledAt) return undefined;
  if (new Date(record.scheduledAt).getTime() > deps.clock.now().getTime()) {
    await armCampaignStart(deps, record);
    return undefined;
  }
  const started = await launchCampaign(deps, record, ['PROGRAMADA']);
  return started ? publishCampaign(deps, 'update', started) : undefined;
}

/** What a start needs: a connection, recipients (a contact list or a tag) and a message (a confirmation one too). */
function assertStartable(record: Pick<CampaignRecord, keyof CampaignBody>): void {
  if (!record.whatsappId) throw incomplete('whatsappId');
  if (!record.contactListId && !record.tagListId) throw incomplete('contactListId');
  const filled = (prefix: 'message' | 'confirmationMessage') =>
    CAMPAIGN_MESSAGE_SLOTS.some((slot) => record[`${prefix}${slot}`].trim() !== '');
  if (!filled('message')) throw incomplete('message1');
  if (record.confirmation && !filled('confirmationMessage')) throw incomplete('confirmationMessage1');
}

/** Ids come from the body, the company from the actor: another company's connection, list or tag is not found. */
async function assertReferences(deps: Deps, companyId: string, input: CampaignBody): Promise<void> {
  const missing = (what: string) => new AppError('ERR_NOT_FOUND', 404, `${what} não encontrada.`, { field: what });
  if (input.whatsappId && !(await getConnectionRecord(deps.table, companyId, input.whatsappId))) {
    throw missing('whatsappId');
  }
  if (input.tagListId && !(await getTagRecord(deps.table, companyId, input.tagListId))) throw missing('tagListId');
  if (input.contactListId && !(await contactListNames(deps, companyId, [input.contactListId])).size) {
    throw missing('contactListId');
  }
  if (input.fileListId && !(await readFileListForSend(deps, companyId, input.fileListId))) throw missing('fileListId');
}

export async function found(deps: Deps, companyId: string, id: string): Promise<CampaignRecord> {
  const record = await getCampaignRecord(deps.table, companyId, id);
  if (!record) throw campaignNotFound();
  return record;
}

/** The campaign if the dialog may change it (the media upload's check). */
export async function editableCampaign(deps: Deps, companyId: string, id: string): Promise<CampaignRecord> {
  const current = await found(deps, companyId, id);
  if (!campaignEditable(current, deps.clock.now())) throw notEditable();
  return current;
}
