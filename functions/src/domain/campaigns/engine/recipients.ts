import type { Deps } from '../../../platform/deps.js';
import { contactListRecipients } from '../../contact-lists/recipients.js';
import { getContactRecords } from '../../contacts/repo.js';
import { taggedTicketIds } from '../../tags/repo.js';
import { getTicketRecords } from '../../tickets/repo.js';
import type { CampaignRecord } from '../repo.js';

export interface Recipient {
  number: string;
  name: string;
  email: string;
}

/** At least 8 digits (spec 3 §5's item number), kept as digits: the chat id of a phone. */
const digitsOf = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 8 ? digits : null;
};

/**
 * The campaign's recipients, page by page: the contact list's items not known to be invalid (an unchecked item,
 * `isWhatsappValid` null, is sent to and its failure recorded), or the contacts of the tickets carrying the tag.
 * Each number once.
 */
export async function* campaignRecipients(deps: Deps, campaign: CampaignRecord): AsyncGenerator<Recipient[]> {
  const seen = new Set<string>();
  const fresh = (list: Recipient[]) =>
    list.filter((recipient) => !seen.has(recipient.number) && seen.add(recipient.number));
  if (campaign.contactListId) {
    for await (const page of contactListRecipients(deps, campaign.companyId, campaign.contactListId)) {
      const valid = page.flatMap((item) => {
        const number = item.isWhatsappValid === false ? null : digitsOf(item.number);
        return number ? [{ number, name: item.name, email: item.email }] : [];
      });
      yield fresh(valid);
    }
    return;
  }
  if (!campaign.tagListId) return;
  let cursor: string | undefined;
  do {
    const page = await taggedTicketIds(deps.table, campaign.companyId, campaign.tagListId, cursor);
    const tickets = await getTicketRecords(deps.table, campaign.companyId, page.ticketIds);
    const contactIds = [...new Set(tickets.map((ticket) => ticket.contactId))];
    const contacts = await getContactRecords(deps.table, campaign.companyId, contactIds);
    yield fresh(
      contacts.flatMap((contact) => {
        const number = contact.isGroup ? null : digitsOf(contact.number);
        return number ? [{ number, name: contact.name, email: contact.email ?? '' }] : [];
      }),
    );
    cursor = page.cursor;
  } while (cursor);
}
