import { contactCreateItems, newContactRecord } from '../../functions/src/domain/contacts/repo.js';
import { normalizeSearch } from '../../functions/src/domain/contacts/search-tokens.js';
import { newTicketRecord, ticketCreateItems } from '../../functions/src/domain/tickets/repo.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { Item, Table } from '../../functions/src/platform/table.js';
import { putItems } from './history.js';
import { personName, type Random } from './random.js';

const DAY = 24 * 3_600_000;
const AREA_CODES = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '27', '19', '48'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'empresa.com.br'];
/** Coprime to 90,000,000: `index * STRIDE mod 90M` gives every contact its own eight digits. */
const STRIDE = 48_271;

export interface ContactBookTally {
  contacts: number;
  tickets: number;
  /** A few contacts' numbers, to search for by a part of them. */
  numbers: string[];
}

/** About how many items `contactBook` writes per contact: to print a seeding ETA. */
export const ITEMS_PER_CONTACT = 32;

/**
 * A company's contacts as the contacts domain writes them (contact, number item and search tokens, ADR 022),
 * each with one closed ticket (the ticket, the contact's ticket ref and ticket list): Brazilian mobile numbers over a dozen
 * area codes, names as people save them, an e-mail for two contacts in five.
 */
export function* contactBook(
  table: Table,
  target: { companyId: string; connectionId: string; queueIds: string[] },
  count: number,
  random: Random,
  tally: ContactBookTally,
): Generator<Item> {
  const now = Date.now();
  for (let index = 0; index < count; index++) {
    const name = personName(random);
    const number = `55${random.pick(AREA_CODES)}9${10_000_000 + ((index * STRIDE) % 90_000_000)}`;
    const at = new Date(now - random.int(1, 365) * DAY).toISOString();
    const contact = newContactRecord(
      target.companyId,
      { name, number, email: random.chance(0.4) ? email(name, random) : '', whatsappId: target.connectionId },
      at,
    );
    yield* putItems(contactCreateItems(table, contact));
    const ticket = newTicketRecord(
      {
        companyId: target.companyId,
        contactId: contact.id,
        whatsappId: target.connectionId,
        status: 'closed',
        queueId: random.pick(target.queueIds),
      },
      at,
    );
    // A closed ticket no longer holds the contact's "one open ticket" marker.
    yield* putItems(ticketCreateItems(table, { ...ticket, closedAt: at }).slice(1));
    // The contact's ticket list, complete (as the backfill or a first search leaves it; docs/decisions/028).
    yield { ...keys.contactTicketList(target.companyId, contact.id), ticketIds: new Set([ticket.id]), complete: true };
    tally.contacts++;
    tally.tickets++;
    if (index % Math.max(1, Math.floor(count / 50)) === 0) tally.numbers.push(number);
  }
}

/** first.last or first.last<n>, at a common provider. */
function email(name: string, random: Random): string {
  const words = normalizeSearch(name)
    .split(/[^a-z]+/)
    .filter(Boolean);
  const local = `${words[0]}.${words.at(-1)}${random.chance(0.5) ? random.int(1, 99) : ''}`;
  return `${local}@${random.pick(DOMAINS)}`;
}
