import { describe, expect, it } from 'vitest';
import type { Actor } from '../../http/context.js';
import { keys } from '../../platform/keys.js';
import { listScope } from './list-scope.js';
import { newTicketRecord, type TicketRecord } from './repo.js';
import { TicketListQuery } from './schema.js';

const agent: Actor = { userId: 'u1', companyId: 'c1', profile: 'user', super: false, queueIds: ['qa', 'qb'] };
const admin: Actor = { ...agent, userId: 'adm', profile: 'admin', queueIds: [] };
const query = (fields: Record<string, string> = {}) => TicketListQuery.parse(fields);
const ticket = (fields: Partial<TicketRecord>): TicketRecord => ({
  ...newTicketRecord(
    { companyId: 'c1', contactId: 'k', whatsappId: 'w', status: 'pending' },
    '2025-01-01T00:00:00.000Z',
  ),
  ...fields,
});

describe('listScope', () => {
  it('reads an agent’s open list from their own partition only', () => {
    expect(listScope(agent, query({ status: 'open' }), []).partitions).toEqual([
      { index: 'gsi2', pk: keys.ticketsByUser('c1', 'u1', 'open') },
    ]);
  });

  it('reads the pending list from each selected queue of the agent and from no queue', () => {
    const pks = listScope(agent, query({ status: 'pending', queueIds: '["qb","qz"]' }), []).partitions.map((p) => p.pk);

    expect(pks).toEqual([
      keys.ticketsByUser('c1', 'u1', 'pending'),
      keys.ticketsByQueue('c1', 'pending', 'qb'),
      keys.ticketsByQueue('c1', 'pending', null),
    ]);
  });

  it('gives an admin with show-all every queue of the company when none is selected', () => {
    const scope = listScope(admin, query({ status: 'closed', showAll: 'true' }), ['qa', 'qc']);

    expect(scope.partitions.map((p) => p.pk)).toEqual([
      keys.ticketsByQueue('c1', 'closed', 'qa'),
      keys.ticketsByQueue('c1', 'closed', 'qc'),
      keys.ticketsByQueue('c1', 'closed', null),
    ]);
    expect(scope.accept(ticket({ status: 'closed', queueId: 'qa', userId: 'someone' }))).toBe(true);
    expect(scope.accept(ticket({ status: 'open', queueId: 'qa', userId: 'someone' }))).toBe(false);
  });

  it('reads an admin’s live lists over every queue from the company’s working set once it is indexed', () => {
    const pks = (fields: Record<string, string>, indexed: boolean) =>
      listScope(admin, query(fields), ['qa', 'qc'], indexed).partitions.map((p) => `${p.index} ${p.pk}`);

    expect(pks({ status: 'pending', showAll: 'true' }, true)).toEqual([
      `gsi3 ${keys.ticketsByCompany('c1', 'pending')}`,
    ]);
    // Not indexed yet (a company from before the index), queues chosen, or the history: one partition per queue.
    expect(pks({ status: 'pending', showAll: 'true' }, false)).toHaveLength(3);
    expect(pks({ status: 'pending', showAll: 'true', queueIds: '["qa"]' }, true)).toEqual([
      `gsi1 ${keys.ticketsByQueue('c1', 'pending', 'qa')}`,
      `gsi1 ${keys.ticketsByQueue('c1', 'pending', null)}`,
    ]);
    expect(pks({ status: 'closed', showAll: 'true' }, true)).toHaveLength(3);
    // Without show-all: the admin's own tickets and the pending ones of every queue.
    expect(pks({ status: 'pending' }, true)).toEqual([
      `gsi2 ${keys.ticketsByUser('c1', 'adm', 'pending')}`,
      `gsi3 ${keys.ticketsByCompany('c1', 'pending')}`,
    ]);
  });

  it('keeps out what the agent may not see, and what is neither pending nor theirs', () => {
    const scope = listScope(agent, query(), []);

    expect(scope.accept(ticket({ queueId: 'qa' }))).toBe(true);
    expect(scope.accept(ticket({ queueId: 'qx' }))).toBe(false);
    expect(scope.accept(ticket({ status: 'open', queueId: 'qa', userId: 'u2' }))).toBe(false);
    expect(scope.accept(ticket({ status: 'closed', queueId: 'qx', userId: 'u1' }))).toBe(true);
  });

  it('bounds the sort keys by the São Paulo day of the date filters', () => {
    const scope = listScope(admin, query({ updatedAt: '2024-05-10' }), []);

    expect(scope.range).toEqual({ lo: '2024-05-10T03:00:00.000Z', hi: '2024-05-11T03:00:00.000Z' });
    expect(scope.accept(ticket({ updatedAt: '2024-05-11T02:59:59.999Z' }))).toBe(true);
    expect(scope.accept(ticket({ updatedAt: '2024-05-11T03:00:00.000Z' }))).toBe(false);
  });
});
