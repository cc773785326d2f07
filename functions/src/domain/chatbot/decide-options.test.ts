import { describe, expect, it } from 'vitest';
import {
  converse,
  firstTurn,
  PLANOS_MENU,
  QUEUE_MENU,
  suporte,
  vendas,
  vendasOptions,
  VENDAS_MENU,
} from './decide-fixtures.js';
import { decide } from './decide.js';

const VENDAS_ONLY_MENU = 'Bem-vindo a Vendas\n\n*1* - Planos\n*2* - Endereço\n*#* - Menu inicial';
const vendasOnly = () => firstTurn({ queues: [vendas], ticket: { queueId: vendas.id, chatbot: false } });

describe('walking the options of a queue', () => {
  it('goes one level down with the option’s message and its children, and a leaf stops the bot', () => {
    const { replies, last, decisions } = converse(firstTurn(), ['1', '1', '2']);
    expect(replies).toEqual([QUEUE_MENU, VENDAS_MENU, PLANOS_MENU, 'Sobre Anual']);
    expect(decisions[2]?.state).toMatchObject({ level: 'option', path: ['o-planos'], sends: 1 });
    expect(decisions[2]?.ticket).toEqual({ queueId: vendas.id, chatbot: true });
    expect(last.ticket).toEqual({ queueId: vendas.id, chatbot: false });
    expect(last.state).toMatchObject({ level: 'leaf', queueId: vendas.id, path: ['o-planos'] });
  });

  it('ends the bot at a first-level leaf, the ticket staying in the queue', () => {
    const { last } = converse(firstTurn(), ['1', '2']);
    expect(last.reply).toBe('Sobre Endereço');
    expect(last.ticket).toEqual({ queueId: vendas.id, chatbot: false });
  });

  it('reads an option typed with a leading zero', () => {
    expect(converse(firstTurn(), ['1', '01']).last.reply).toBe(PLANOS_MENU);
  });

  it('goes back one level with 0', () => {
    const { replies, last } = converse(firstTurn(), ['1', '1', '0']);
    expect(replies.at(-1)).toBe(VENDAS_MENU);
    expect(last.state).toMatchObject({ level: 'option', path: [], sends: 1 });
    expect(last.ticket).toEqual({ queueId: vendas.id, chatbot: true });
  });

  it('goes back from the first level to the queue menu with 0, clearing the queue', () => {
    const { replies, last } = converse(firstTurn(), ['1', '0', '2']);
    expect(replies.slice(2)).toEqual([QUEUE_MENU, 'Bem-vindo a Suporte']);
    const backAtQueueMenu = converse(firstTurn(), ['1', '0']).last;
    expect(backAtQueueMenu.ticket).toEqual({ queueId: null, chatbot: true });
    expect(backAtQueueMenu.state).toMatchObject({ level: 'queue', queueId: null, path: [] });
    expect(last.ticket.queueId).toBe('q-suporte');
  });

  it('goes to the queue menu with # from any level', () => {
    const { replies, last } = converse(firstTurn(), ['1', '1', '#']);
    expect(replies.at(-1)).toBe(QUEUE_MENU);
    expect(last.ticket).toEqual({ queueId: null, chatbot: true });
    expect(last.state).toMatchObject({ level: 'queue', sends: 1 });
  });

  it('resends the current level on a wrong answer, with the same limits as the queue menu', () => {
    const connection = { ...firstTurn().connection, maxUseBotQueues: 2 };
    const { replies, last } = converse(firstTurn({ connection }), ['1', '1', '7', 'x', '1']);
    expect(replies).toEqual([QUEUE_MENU, VENDAS_MENU, PLANOS_MENU, PLANOS_MENU, '', '']);
    expect(last.ticket).toEqual({ queueId: vendas.id, chatbot: false });
  });

  it('starts again from the first level when the option walked was deleted meanwhile', () => {
    const { input, last } = converse(firstTurn(), ['1', '1']);
    const pruned = vendasOptions.filter((candidate) => ![candidate.id, candidate.parentId].includes('o-planos'));
    const decision = decide({ ...input, options: pruned, state: last.state, ticket: last.ticket, answer: '2' });
    expect(decision.reply).toBe('Sobre Endereço');
  });

  it('ends the bot when the level offered has no options left', () => {
    const { input, last } = converse(firstTurn(), ['1', '1']);
    const roots = vendasOptions.filter((candidate) => candidate.parentId === null);
    const decision = decide({ ...input, options: roots, state: last.state, ticket: last.ticket, answer: '1' });
    expect(decision).toMatchObject({ reply: '', ticket: { queueId: vendas.id, chatbot: false } });
  });
});

describe('the options of a connection’s only queue', () => {
  it('offer no 0 at the first level: there 0 is a wrong answer', () => {
    const { replies } = converse(vendasOnly(), ['0']);
    expect(replies).toEqual([VENDAS_ONLY_MENU, VENDAS_ONLY_MENU]);
  });

  it('offer 0 below the first level, back to the first', () => {
    const { replies } = converse(vendasOnly(), ['1', '0']);
    expect(replies).toEqual([VENDAS_ONLY_MENU, PLANOS_MENU, VENDAS_ONLY_MENU]);
  });

  it('start again at the first options with #, keeping the queue', () => {
    const { replies, last } = converse(vendasOnly(), ['1', '#']);
    expect(replies.at(-1)).toBe(VENDAS_ONLY_MENU);
    expect(last.ticket).toEqual({ queueId: vendas.id, chatbot: true });
  });
});

describe('0 and # after a leaf (issue 14 point 5)', () => {
  it('goes back to the start with #, clearing the queue', () => {
    const { replies, last } = converse(firstTurn(), ['1', '1', '2', '#']);
    expect(replies.slice(3)).toEqual(['Sobre Anual', QUEUE_MENU]);
    expect(last.ticket).toEqual({ queueId: null, chatbot: true });
    expect(last.state).toMatchObject({ level: 'queue', sends: 1 });
  });

  it('goes back with 0 to the menu that offered the leaf', () => {
    const deep = converse(firstTurn(), ['1', '1', '2', '0']).last;
    expect(deep.reply).toBe(PLANOS_MENU);
    expect(deep.ticket).toEqual({ queueId: vendas.id, chatbot: true });
    expect(deep.state).toMatchObject({ level: 'option', queueId: vendas.id, path: ['o-planos'], sends: 1 });
    expect(converse(firstTurn(), ['1', '2', '0']).last.reply).toBe(VENDAS_MENU);
  });

  it('keeps quiet on anything else and still reads 0 or # later', () => {
    const { replies, last } = converse(firstTurn(), ['1', '2', 'obrigada', 'ok', '#']);
    expect(replies.slice(2)).toEqual(['Sobre Endereço', '', '', QUEUE_MENU]);
    expect(last.ticket).toEqual({ queueId: null, chatbot: true });
  });

  it('lets the leaf of a connection’s only queue go back to its first options with 0 or #', () => {
    expect(converse(vendasOnly(), ['2', '0']).replies).toEqual([VENDAS_ONLY_MENU, 'Sobre Endereço', VENDAS_ONLY_MENU]);
    const restarted = converse(vendasOnly(), ['2', '#']).last;
    expect(restarted.reply).toBe(VENDAS_ONLY_MENU);
    expect(restarted.ticket).toEqual({ queueId: vendas.id, chatbot: true });
  });

  it('does nothing once an agent moved the ticket to another queue', () => {
    const { input, last } = converse(firstTurn(), ['1', '2']);
    const moved = { ...last.ticket, queueId: suporte.id };
    const decision = decide({ ...input, state: last.state, ticket: moved, answer: '#' });
    expect(decision.reply).toBe('');
    expect(decision.ticket).toEqual({ queueId: suporte.id, chatbot: false });
    expect(decision.state.level).toBe('ended');
  });
});

describe('# at the queue menu', () => {
  it('sends the queue menu again at once, as a right answer', () => {
    const connection = { ...firstTurn().connection, timeUseBotQueues: 5, maxUseBotQueues: 1 };
    const { replies, last } = converse(firstTurn({ connection }), ['#', '#']);
    expect(replies).toEqual([QUEUE_MENU, QUEUE_MENU, QUEUE_MENU]);
    expect(last.state).toMatchObject({ level: 'queue', sends: 1 });
  });
});
