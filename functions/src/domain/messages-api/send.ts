import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { upsertChatContact } from '../contacts/chat-contact.js';
import type { ConnectionRecord } from '../connections/repo.js';
import type { MessageRecord } from '../messages/repo.js';
import { sendAutomatic } from '../messages/send.js';
import { storeUpload, type Upload } from '../messages/uploads.js';
import { findOrOpenTicket } from '../tickets/find-or-open.js';
import type { SendAnswer } from './schema.js';

/** What an integrator sends: a text, or files with an optional caption on the first. */
export type ApiOutgoing = { body: string } | { uploads: Upload[]; caption: string };

/**
 * Sends through the token's connection, on nobody's behalf, as a schedule does: the number's contact (created on
 * first contact), its open or pending ticket on the connection (a new pending one otherwise), the messages stored
 * and queued for the session host. Delivery, acks and failures come back through the inbound pipeline.
 */
export async function sendThroughApi(
  deps: Deps,
  connection: ConnectionRecord,
  number: string,
  outgoing: ApiOutgoing,
): Promise<SendAnswer> {
  const { companyId, id: connectionId } = connection;
  const { contact } = await upsertChatContact(deps, companyId, { number, isGroup: false, connectionId });
  const { ticket } = await findOrOpenTicket(deps, { companyId, contactId: contact.id, connectionId, isGroup: false });
  const sent: MessageRecord[] = [];
  if ('uploads' in outgoing) {
    for (const [index, upload] of outgoing.uploads.entries()) {
      const id = newId();
      const media = await storeUpload(deps, ticket, id, upload);
      const caption = index === 0 ? outgoing.caption : '';
      const record = await sendAutomatic(deps, ticket, caption, { contact, fields: { id, ...media } });
      if (record) sent.push(record);
    }
  } else {
    const record = await sendAutomatic(deps, ticket, outgoing.body, { contact });
    if (record) sent.push(record);
  }
  const messageIds = sent.map((record) => record.id);
  return { id: messageIds[0] ?? '', messageIds, ticketId: ticket.id, contactId: contact.id, status: 'queued' };
}
