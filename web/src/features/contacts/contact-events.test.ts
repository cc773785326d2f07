import type { Contact } from '@domain/contacts/schema';
import { describe, expect, it } from 'vitest';
import { applyContactEvent, matchesSearch, type ContactPages } from './contact-events';

const contact = (id: string, name: string, changes: Partial<Contact> = {}): Contact => ({
  id,
  uuid: id,
  name,
  number: `55119999900${id.padStart(2, '0')}`,
  lid: null,
  email: '',
  profilePicUrl: '',
  isGroup: false,
  whatsappId: null,
  extraInfo: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

const pages = (...lists: { contacts: Contact[]; hasMore: boolean }[]): ContactPages => ({
  pages: lists.map((list, index) => ({ ...list, cursor: list.hasMore ? `c${index}` : undefined })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : `c${index - 1}`)),
});

const names = (data: ContactPages | undefined) => data?.pages.map((page) => page.contacts.map((item) => item.name));

describe('contact realtime events', () => {
  it('replaces an updated contact where it is', () => {
    const data = pages({ contacts: [contact('1', 'Ana'), contact('2', 'Bruno')], hasMore: false });
    const next = applyContactEvent(data, { action: 'update', contact: contact('2', 'Bruno Lima') }, '');
    expect(names(next)).toEqual([['Ana', 'Bruno Lima']]);
    expect(next?.pages[0]?.contacts[0]).toBe(data.pages[0]?.contacts[0]);
  });

  it('puts a new contact in name order among the loaded rows', () => {
    const data = pages(
      { contacts: [contact('1', 'Ana'), contact('2', 'Carla')], hasMore: true },
      { contacts: [contact('3', 'Eva'), contact('4', 'Gil')], hasMore: true },
    );
    const next = applyContactEvent(data, { action: 'create', contact: contact('5', 'Dora') }, '');
    expect(names(next)).toEqual([
      ['Ana', 'Carla'],
      ['Dora', 'Eva', 'Gil'],
    ]);
  });

  it('leaves a new contact that sorts after the loaded rows to a later page', () => {
    const data = pages({ contacts: [contact('1', 'Ana')], hasMore: true });
    expect(applyContactEvent(data, { action: 'create', contact: contact('2', 'Zeca') }, '')).toBe(data);
  });

  it('appends a new contact at the end when the whole list is loaded', () => {
    const data = pages({ contacts: [contact('1', 'Ana')], hasMore: false });
    const next = applyContactEvent(data, { action: 'create', contact: contact('2', 'Zeca') }, '');
    expect(names(next)).toEqual([['Ana', 'Zeca']]);
  });

  it('keeps a new contact out of a search it does not match', () => {
    const data = pages({ contacts: [contact('1', 'Ana Souza')], hasMore: false });
    expect(applyContactEvent(data, { action: 'create', contact: contact('2', 'Bruno') }, 'ana')).toBe(data);
    const matched = applyContactEvent(data, { action: 'create', contact: contact('3', 'Anabela') }, 'ana');
    expect(names(matched)).toEqual([['Ana Souza', 'Anabela']]);
  });

  it('removes a deleted contact and ignores one that is not loaded', () => {
    const data = pages({ contacts: [contact('1', 'Ana'), contact('2', 'Bruno')], hasMore: false });
    expect(names(applyContactEvent(data, { action: 'delete', contactId: '1' }, ''))).toEqual([['Bruno']]);
    expect(applyContactEvent(data, { action: 'delete', contactId: '9' }, '')).toBe(data);
    expect(applyContactEvent(undefined, { action: 'delete', contactId: '1' }, '')).toBeUndefined();
  });
});

describe('contact search match', () => {
  const ana = { name: 'Ána Lúcia', number: '5511999990001', email: 'ana@example.com' };

  it('matches the name without accents or case, the email and the number digits', () => {
    expect(matchesSearch(ana, 'lucia')).toBe(true);
    expect(matchesSearch(ana, 'example')).toBe(true);
    expect(matchesSearch(ana, '99999')).toBe(true);
    expect(matchesSearch(ana, '+55 11')).toBe(true);
    expect(matchesSearch(ana, '')).toBe(true);
  });

  it('does not match other text or other digits', () => {
    expect(matchesSearch(ana, 'bruno')).toBe(false);
    expect(matchesSearch(ana, '12345')).toBe(false);
  });
});
