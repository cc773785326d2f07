import type { Actor } from '../../http/context.js';
import type { MediaRef } from '../../platform/chat/chat-provider.js';
import { commandGroup, OUTBOUND_QUEUE, type SessionCommand } from '../../platform/chat/session-commands.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { assertUploadAllowed } from '../../platform/uploads/upload-policy.js';
import type { Connection } from '../connections/schema.js';
import { getConnection } from '../connections/service.js';
import { connectionNotFound } from '../connections/session-control.js';
import { findMessage, listConversation, listCustomers } from './repo.js';
import { MAX_MEDIA_BYTES, type CustomerMessageBody } from './schema.js';
import { messageView } from './view.js';

/**
 * The `/simulator` page's API: it plays the phone of a `simulator` connection. Everything the phone does goes
 * to the session host as a command on the outbound queue (the session runs there); what the phone shows is
 * read from the simulator's partition.
 */
const notInitialized = () => new AppError('ERR_WAPP_NOT_INITIALIZED', 409, 'A conexão não está conectada.');

/** The connection, when it is the actor company's and runs the simulator. */
async function simulatorConnection(deps: Deps, actor: Actor, connectionId: string): Promise<Connection> {
  const connection = await getConnection(deps, actor.companyId, connectionId);
  if (!connection) throw connectionNotFound();
  if (connection.provider !== 'simulator') {
    throw new AppError('ERR_SIM_NOT_SIMULATOR', 409, 'Esta conexão não usa o simulador.');
  }
  return connection;
}

async function connectedSimulator(deps: Deps, actor: Actor, connectionId: string): Promise<Connection> {
  const connection = await simulatorConnection(deps, actor, connectionId);
  if (connection.status !== 'CONNECTED') throw notInitialized();
  return connection;
}

async function sendCommand(deps: Deps, command: SessionCommand, dedupeId: string): Promise<void> {
  await deps.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command), dedupeId });
}

/** The phone scans the QR on show; `code` defaults to it (a person would point the camera at it). */
export async function scanQr(deps: Deps, actor: Actor, connectionId: string, code: string | undefined): Promise<void> {
  const connection = await simulatorConnection(deps, actor, connectionId);
  if (connection.status !== 'qrcode' || !connection.qrcode) {
    throw new AppError('ERR_SIM_NO_QR', 409, 'A conexão não está mostrando um QR Code.');
  }
  if (code !== undefined && code !== connection.qrcode) {
    throw new AppError('ERR_SIM_QR_MISMATCH', 400, 'Este QR Code não é o que a conexão mostra.');
  }
  const command = {
    type: 'simulator.scan',
    companyId: actor.companyId,
    connectionId,
    code: connection.qrcode,
  } as const;
  await sendCommand(deps, command, `scan#${newId()}`);
}

/** A customer writes to the business; answers the provider message id the session will report. */
export async function sendCustomerMessage(
  deps: Deps,
  actor: Actor,
  connectionId: string,
  input: CustomerMessageBody,
): Promise<{ id: string }> {
  await connectedSimulator(deps, actor, connectionId);
  const id = `SIM${newId()}`;
  const media = input.media && (await storeMedia(deps, actor.companyId, connectionId, id, input.media));
  const message = {
    id,
    number: input.number,
    ...(input.name ? { name: input.name } : {}),
    body: input.body ?? '',
    timestamp: deps.clock.now().getTime(),
    ...(media ? { media } : {}),
    ...(input.location ? { location: input.location } : {}),
    ...(input.contact ? { vcards: [{ displayName: input.contact.name, vcard: vcardOf(input.contact) }] } : {}),
    ...(input.quotedId ? { quotedId: input.quotedId } : {}),
  };
  await sendCommand(deps, { type: 'simulator.customerMessage', companyId: actor.companyId, connectionId, message }, id);
  return { id };
}

async function storeMedia(
  deps: Deps,
  companyId: string,
  connectionId: string,
  id: string,
  media: NonNullable<CustomerMessageBody['media']>,
): Promise<MediaRef> {
  const data = Buffer.from(media.data, 'base64');
  if (data.length > MAX_MEDIA_BYTES) throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Arquivo maior que 5 MB');
  // The simulated phone sends what the product takes in a message, as what its bytes are.
  const { mimetype } = await assertUploadAllowed('messageMedia', data, media.fileName);
  const blobKey = `media/${companyId}/${connectionId}/sim/${id}`;
  await deps.blobs.put(blobKey, data, mimetype);
  return {
    kind: media.kind,
    blobKey,
    mimetype,
    size: data.length,
    ...(media.fileName ? { fileName: media.fileName } : {}),
  };
}

/** A contact card as WhatsApp sends it: vCard 3.0 with the WhatsApp id on the phone line. */
export function vcardOf(contact: { name: string; number: string }): string {
  const name = contact.name.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${name}`,
    `TEL;type=CELL;waid=${contact.number}:+${contact.number}`,
    'END:VCARD',
  ].join('\n');
}

/** The conversation as the customer's phone shows it, oldest first. */
export async function conversation(deps: Deps, actor: Actor, connectionId: string, number: string) {
  await simulatorConnection(deps, actor, connectionId);
  const messages = await listConversation(deps.table, actor.companyId, connectionId, number);
  return { messages: await Promise.all(messages.map((message) => messageView(deps.blobs, message))) };
}

export async function customers(deps: Deps, actor: Actor, connectionId: string) {
  await simulatorConnection(deps, actor, connectionId);
  return { customers: await listCustomers(deps.table, actor.companyId, connectionId) };
}

export async function readAll(deps: Deps, actor: Actor, connectionId: string, number: string): Promise<void> {
  await connectedSimulator(deps, actor, connectionId);
  await sendCommand(
    deps,
    { type: 'simulator.read', companyId: actor.companyId, connectionId, number },
    `read#${newId()}`,
  );
}

export async function call(deps: Deps, actor: Actor, connectionId: string, input: { number: string; name?: string }) {
  await connectedSimulator(deps, actor, connectionId);
  const callId = `SIMCALL${newId()}`;
  const command = { type: 'simulator.call', companyId: actor.companyId, connectionId, ...input, callId } as const;
  await sendCommand(deps, command, callId);
  return { id: callId };
}

export async function editMessage(
  deps: Deps,
  actor: Actor,
  connectionId: string,
  messageId: string,
  input: { number: string; body: string },
) {
  await connectedSimulator(deps, actor, connectionId);
  await customerMessage(deps, actor, connectionId, input.number, messageId);
  const command = { type: 'simulator.edit', companyId: actor.companyId, connectionId, messageId, ...input } as const;
  await sendCommand(deps, command, `edit#${newId()}`);
}

export async function deleteMessage(deps: Deps, actor: Actor, connectionId: string, messageId: string, number: string) {
  await connectedSimulator(deps, actor, connectionId);
  await customerMessage(deps, actor, connectionId, number, messageId);
  const command = { type: 'simulator.delete', companyId: actor.companyId, connectionId, messageId, number } as const;
  await sendCommand(deps, command, `del#${newId()}`);
}

/** The customer can only change what the customer sent. */
async function customerMessage(deps: Deps, actor: Actor, connectionId: string, number: string, messageId: string) {
  const message = await findMessage(deps.table, actor.companyId, connectionId, number, messageId);
  if (message?.from !== 'customer') throw new AppError('ERR_NOT_FOUND', 404, 'Mensagem não encontrada.');
}
