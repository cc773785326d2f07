import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import { listConnections } from '../connections/service.js';
import { sendSessionCommand } from '../connections/session-control.js';
import { onlyDigits } from './schema.js';

export const invalidNumber = () =>
  new AppError('ERR_WAPP_INVALID_CONTACT', 400, 'Este não é um número de WhatsApp válido.');
export const checkFailed = () =>
  new AppError('ERR_WAPP_CHECK_CONTACT', 400, 'Não foi possível verificar o número no WhatsApp.');

/** The session host answers within a second or two; after ~8 s the check is given up. */
export const CHECK_POLL = { intervalMs: 100, attempts: 80 };

type CheckAnswer = { exists: boolean; chatId?: string } | { error: string };

/**
 * The number as the chat app knows it (its chat id's digits, e.g. with Brazil's ninth digit settled), asked
 * through the default connection when it is CONNECTED, else through any connected one.
 *
 * When no connection of the company is connected the number is accepted unchecked: a company setting up
 * its contacts before pairing a phone must not be blocked, and the inbound pipeline maps the chat app's
 * number onto the contact once a conversation starts.
 */
export async function checkedNumber(deps: Deps, actor: Actor, digits: string): Promise<string> {
  const connections = await listConnections(deps, actor);
  const connected = connections.filter((connection) => connection.status === 'CONNECTED');
  const via = connected.find((connection) => connection.isDefault) ?? connected[0];
  if (!via) return digits;
  const requestId = newId();
  const { companyId } = actor;
  await sendSessionCommand(deps, { type: 'checkNumber', companyId, connectionId: via.id, number: digits, requestId });
  const answer = await awaitNumberCheck(deps.table, companyId, requestId);
  if (!answer || 'error' in answer) throw checkFailed();
  if (!answer.exists) throw invalidNumber();
  return onlyDigits(answer.chatId ?? '') || digits;
}

/** Polls (consistent reads) for the session host's answer; undefined when none came in time. */
export async function awaitNumberCheck(
  table: Table,
  companyId: string,
  requestId: string,
  poll = CHECK_POLL,
): Promise<CheckAnswer | undefined> {
  const key = keys.numberCheck(companyId, requestId);
  for (let attempt = 0; attempt < poll.attempts; attempt++) {
    const item = await table.get<
      { pk: string; sk: string } & Partial<{ exists: boolean; chatId: string; error: string }>
    >(key);
    if (item) {
      await table.delete(key);
      if (item.error) return { error: item.error };
      return { exists: Boolean(item.exists), ...(item.chatId ? { chatId: item.chatId } : {}) };
    }
    await new Promise((resolve) => setTimeout(resolve, poll.intervalMs));
  }
  return undefined;
}
