import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import { superUsersOnly } from '../users/super-audience.js';
import { listHelpRecords, putHelp, takeHelpRecord, updateHelpRecord } from './repo.js';
import type { Help, HelpInput, HelpUpdate } from './schema.js';

const helpNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Vídeo de ajuda não encontrado.');

/** GET /helps and GET /helps/list: every help video, by title. */
export async function listHelps(deps: Deps): Promise<Help[]> {
  return listHelpRecords(deps.table);
}

export async function createHelp(deps: Deps, actor: Actor, input: HelpInput): Promise<Help> {
  const now = deps.clock.now().toISOString();
  const help: Help = { id: newId(), ...input, createdAt: now, updatedAt: now };
  await putHelp(deps.table, help);
  await publishHelp(deps, actor, { action: 'create', help });
  return help;
}

/** Changes the fields sent. */
export async function updateHelp(deps: Deps, actor: Actor, helpId: string, input: HelpUpdate): Promise<Help> {
  const changes = { ...definedFields(input), updatedAt: deps.clock.now().toISOString() };
  const help = await updateHelpRecord(deps.table, helpId, changes);
  if (!help) throw helpNotFound();
  await publishHelp(deps, actor, { action: 'update', help });
  return help;
}

export async function deleteHelp(deps: Deps, actor: Actor, helpId: string): Promise<void> {
  if (!(await takeHelpRecord(deps.table, helpId))) throw helpNotFound();
  await publishHelp(deps, actor, { action: 'delete', helpId });
}

/** The Ajuda tab's channel of the writer's company: `company-<id>-help`, heard by super users only. */
export const helpChannel = (companyId: string) => `company-${companyId}-help`;

type HelpEvent = { action: 'create' | 'update'; help: Help } | { action: 'delete'; helpId: string };

async function publishHelp(deps: Deps, actor: Actor, event: HelpEvent): Promise<void> {
  await deps.realtime.publish(actor.companyId, helpChannel(actor.companyId), event, superUsersOnly(deps));
}
