import type { MessageRecord } from '../../functions/src/domain/messages/repo.js';
import type { TicketRecord } from '../../functions/src/domain/tickets/repo.js';
import { newId } from '../../functions/src/platform/ids.js';
import { chatLine, type Random } from './random.js';

/**
 * The messages of one ticket: the customer opens, then both sides talk (a pending ticket has heard only the
 * customer); a few pictures and quoted replies, minutes apart.
 */
export function conversation(
  random: Random,
  ticket: TicketRecord,
  { start, average, name }: { start: number; average: number; name: string },
): MessageRecord[] {
  const count = random.int(1, 2 * average - 1);
  const messages: MessageRecord[] = [];
  let at = start;
  for (let index = 0; index < count; index++) {
    const fromMe = ticket.status !== 'pending' && index > 0 && random.chance(0.5);
    const picture = random.chance(0.03);
    const previous = messages[messages.length - 1];
    const quote = fromMe && previous && !previous.fromMe && random.chance(0.05) ? previous.id : null;
    const id = newId();
    messages.push({
      id,
      companyId: ticket.companyId,
      contactId: ticket.contactId,
      connectionId: ticket.whatsappId,
      ticketId: ticket.id,
      body: picture ? '' : chatLine(random, fromMe),
      fromMe,
      ack: fromMe ? 3 : 0,
      read: fromMe,
      mediaType: picture ? 'image' : 'chat',
      blobKey: picture ? `${ticket.companyId}/media/${id}.jpg` : null,
      mimetype: picture ? 'image/jpeg' : null,
      mediaName: picture ? 'foto.jpg' : null,
      quotedMsgId: quote,
      providerId: `3EB0${id}`,
      isDeleted: false,
      isEdited: false,
      participant: null,
      senderName: fromMe ? null : name,
      timestamp: at,
      createdAt: iso(at),
      updatedAt: iso(at),
    });
    at += random.int(10, 20 * 60) * 1000;
  }
  return messages;
}

const iso = (ms: number) => new Date(ms).toISOString();
