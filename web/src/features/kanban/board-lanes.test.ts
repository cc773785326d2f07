import type { Tag } from '@domain/tags/schema';
import type { Ticket } from '@domain/tickets/schema';
import { describe, expect, it } from 'vitest';
import { applyTagEvent, applyTicketEvent, kanbanLanes, movedTags, OPEN_LANE } from './board-lanes';

const lane = (id: string) => ({ id, name: `Lane ${id}`, color: '#123456' });
const plain = { id: 'vip', name: 'VIP', color: '#000000' };

function ticket(id: string, fields: Partial<Ticket> = {}): Ticket {
  return { id, uuid: id, status: 'pending', queueId: null, tags: [], lastMessage: '', ...fields } as Ticket;
}

const ids = (tickets: Ticket[]) => tickets.map((one) => one.id);

describe('kanbanLanes', () => {
  it('puts tickets with no kanban tag in Em aberto and the others in their tags’ lanes', () => {
    const lanes = kanbanLanes(
      [
        ticket('a'),
        ticket('b', { tags: [lane('1')] }),
        ticket('c', { tags: [plain] }),
        ticket('d', { tags: [plain, lane('2')] }),
      ],
      [lane('1'), lane('2')],
    );
    expect(lanes.map((one) => [one.id, ids(one.tickets)])).toEqual([
      [OPEN_LANE, ['a', 'c']],
      ['1', ['b']],
      ['2', ['d']],
    ]);
  });
});

describe('movedTags', () => {
  const lanes = kanbanLanes([], [lane('1'), lane('2')]);
  it('swaps the kanban tag and keeps the others', () => {
    const moved = movedTags(ticket('a', { tags: [plain, lane('1')] }), '2', lanes);
    expect(moved.map((tag) => tag.id)).toEqual(['vip', '2']);
  });
  it('only takes the kanban tags off when moved to Em aberto', () => {
    expect(movedTags(ticket('a', { tags: [lane('1'), plain] }), OPEN_LANE, lanes)).toEqual([plain]);
  });
});

describe('applyTicketEvent', () => {
  const filter = { queueIds: ['q1'] };
  const board = [ticket('a', { queueId: 'q1' }), ticket('b')];

  it('replaces a card in place with the ticket of an update', () => {
    const next = applyTicketEvent(
      board,
      { action: 'update', ticket: ticket('a', { queueId: 'q1', lastMessage: 'Oi' }) },
      filter,
    );
    expect(next.map((one) => [one.id, one.lastMessage])).toEqual([
      ['a', 'Oi'],
      ['b', ''],
    ]);
  });

  it('adds a new ticket of the selected queues first and leaves others out', () => {
    expect(ids(applyTicketEvent(board, { action: 'update', ticket: ticket('c', { queueId: 'q1' }) }, filter))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(ids(applyTicketEvent(board, { action: 'update', ticket: ticket('c', { queueId: 'q2' }) }, filter))).toEqual([
      'a',
      'b',
    ]);
    expect(
      ids(
        applyTicketEvent(board, { action: 'update', ticket: ticket('c', { queueId: 'q2' }) }, { queueIds: undefined }),
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('takes off a ticket closed, moved to another queue or deleted', () => {
    expect(
      ids(applyTicketEvent(board, { action: 'update', ticket: ticket('a', { status: 'closed' }) }, filter)),
    ).toEqual(['b']);
    expect(ids(applyTicketEvent(board, { action: 'update', ticket: ticket('a', { queueId: 'q9' }) }, filter))).toEqual([
      'b',
    ]);
    expect(ids(applyTicketEvent(board, { action: 'delete', ticketId: 'b' }, filter))).toEqual(['a']);
    expect(applyTicketEvent(board, { action: 'updateUnread', ticketId: 'a' }, filter)).toBe(board);
  });
});

describe('applyTagEvent', () => {
  const tag = (id: string, name: string, kanban = 1) => ({ id, name, color: '#111111', kanban }) as Tag;
  const lanes = [tag('1', 'Fechamento'), tag('2', 'Negociação')];
  const names = (tags: Tag[]) => tags.map((one) => one.name);

  it('adds a new kanban tag in name order and renames one in place', () => {
    expect(names(applyTagEvent(lanes, { action: 'create', tag: tag('3', 'Atendimento') }))).toEqual([
      'Atendimento',
      'Fechamento',
      'Negociação',
    ]);
    expect(names(applyTagEvent(lanes, { action: 'update', tag: tag('1', 'Venda fechada') }))).toEqual([
      'Negociação',
      'Venda fechada',
    ]);
  });

  it('drops a tag deleted or no longer flagged for the kanban, and ignores ordinary tags', () => {
    expect(names(applyTagEvent(lanes, { action: 'delete', tagId: '1' }))).toEqual(['Negociação']);
    expect(names(applyTagEvent(lanes, { action: 'update', tag: tag('2', 'Negociação', 0) }))).toEqual(['Fechamento']);
    expect(applyTagEvent(lanes, { action: 'create', tag: tag('9', 'VIP', 0) })).toEqual(lanes);
  });
});
