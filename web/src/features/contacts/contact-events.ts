import type { Contact, ContactPage } from '@domain/contacts/schema';
import type { InfiniteData } from '@tanstack/react-query';

/** Realtime on `company-<id>-contact`. */
export type ContactEvent = { action: 'create' | 'update'; contact: Contact } | { action: 'delete'; contactId: string };

export type ContactPages = InfiniteData<ContactPage, string | undefined>;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a contact belongs in a list searched by `searchParam`, judged like the server's search (words of
 * the name, the number's digits, the email) so a live contact does not show up in a search it would not match.
 */
export function matchesSearch(contact: Pick<Contact, 'name' | 'number' | 'email'>, searchParam: string): boolean {
  const term = fold(searchParam.trim());
  if (!term) return true;
  const digits = term.replace(/\D/g, '');
  if (digits && digits === term.replace(/[\s()+-]/g, '') && contact.number.includes(digits)) return true;
  return fold(contact.name).includes(term) || fold(contact.email).includes(term);
}

/** The list is ordered by name, as the server lists it. */
const byName = (a: Pick<Contact, 'name'>, b: Pick<Contact, 'name'>) =>
  a.name.localeCompare(b.name, 'pt', { sensitivity: 'base' });

/**
 * The cached pages after a realtime event: an update replaces the contact where it is, a new contact that
 * matches the search is put in name order among the loaded rows (or left for a later page when it sorts
 * after them), a delete removes it. An event that changes nothing returns the same pages.
 */
export function applyContactEvent(
  data: ContactPages | undefined,
  event: ContactEvent | undefined,
  searchParam: string,
): ContactPages | undefined {
  if (!data || !event) return data;
  if (event.action === 'delete') return removeContact(data, String(event.contactId));
  const contact = event.contact;
  if (!contact?.id || (event.action !== 'create' && event.action !== 'update')) return data;
  const loaded = data.pages.some((page) => page.contacts.some((item) => item.id === contact.id));
  if (loaded) return mapPages(data, (contacts) => contacts.map((item) => (item.id === contact.id ? contact : item)));
  return matchesSearch(contact, searchParam) ? insertByName(data, contact) : data;
}

function removeContact(data: ContactPages, id: string): ContactPages {
  const present = data.pages.some((page) => page.contacts.some((item) => item.id === id));
  return present ? mapPages(data, (contacts) => contacts.filter((item) => item.id !== id)) : data;
}

function insertByName(data: ContactPages, contact: Contact): ContactPages {
  const lastPage = data.pages[data.pages.length - 1];
  const pageIndex = data.pages.findIndex((page) => page.contacts.some((item) => byName(contact, item) < 0));
  // After every loaded row: it belongs at the end only when no further page could hold it first.
  if (pageIndex === -1 && lastPage?.hasMore !== false) return data;
  const target = pageIndex === -1 ? data.pages.length - 1 : pageIndex;
  return {
    ...data,
    pages: data.pages.map((page, index) => {
      if (index !== target) return page;
      const at = page.contacts.findIndex((item) => byName(contact, item) < 0);
      const contacts = [...page.contacts];
      contacts.splice(at === -1 ? contacts.length : at, 0, contact);
      return { ...page, contacts };
    }),
  };
}

function mapPages(data: ContactPages, change: (contacts: Contact[]) => Contact[]): ContactPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, contacts: change(page.contacts) })) };
}
