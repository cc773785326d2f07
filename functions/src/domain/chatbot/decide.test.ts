import { describe, expect, it } from 'vitest';
import {
  converse,
  firstTurn,
  MINUTE,
  MONDAY_10H,
  QUEUE_MENU,
  suporte,
  vendas,
  vendasOptions,
  VENDAS_MENU,
} from './decide-fixtures.js';
import { answerOf, decide, focusQueueId } from './decide.js';
import { initialBotState } from './state.js';

describe('a new ticket', () => {
  it('gets the greeting and the numbered queues when the connection has several', () => {
    const decision = decide(firstTurn());
    expect(decision.reply).toBe(QUEUE_MENU);
    expect(decision.ticket).toEqual({ queueId: null, chatbot: true });
    expect(decision.state).toMatchObject({ level: 'queue', sends: 1, lastSentAt: MONDAY_10H.toISOString() });
  });

  it('keeps the only queue of the connection and gets its greeting; without options the bot ends', () => {
    const decision = decide(firstTurn({ queues: [suporte], ticket: { queueId: suporte.id, chatbot: false } }));
    expect(decision.reply).toBe('Bem-vindo a Suporte');
    expect(decision.ticket).toEqual({ queueId: suporte.id, chatbot: false });
    expect(decision.state.level).toBe('ended');
  });

  it('gets the first options of the only queue, with no way back to a queue menu', () => {
    const decision = decide(firstTurn({ queues: [vendas], ticket: { queueId: vendas.id, chatbot: false } }));
    expect(decision.reply).toBe('Bem-vindo a Vendas\n\n*1* - Planos\n*2* - Endereço\n*#* - Menu inicial');
    expect(decision.ticket).toEqual({ queueId: vendas.id, chatbot: true });
    expect(decision.state).toMatchObject({ level: 'option', queueId: vendas.id, path: [] });
  });

  it('puts a ticket that came without a queue into the only queue', () => {
    expect(decide(firstTurn({ queues: [suporte] })).ticket).toEqual({ queueId: suporte.id, chatbot: false });
  });

  it('gets nothing on a connection without queues', () => {
    const decision = decide(firstTurn({ queues: [] }));
    expect(decision).toEqual({ reply: '', ticket: { queueId: null, chatbot: false }, state: initialBotState(false) });
  });

  it('leaves alone a ticket the bot never started', () => {
    const decision = decide(firstTurn({ state: initialBotState(false), answer: '1' }));
    expect(decision.reply).toBe('');
    expect(decision.ticket).toEqual({ queueId: null, chatbot: false });
  });
});

describe('the answer to the queue menu', () => {
  it('puts the ticket in the chosen queue and sends its greeting', () => {
    const { last } = converse(firstTurn(), ['2']);
    expect(last.reply).toBe('Bem-vindo a Suporte');
    expect(last.ticket).toEqual({ queueId: suporte.id, chatbot: false });
    expect(last.state.level).toBe('ended');
  });

  it('sends the chosen queue’s greeting and its first options in one message', () => {
    const { last } = converse(firstTurn(), ['1']);
    expect(last.reply).toBe(VENDAS_MENU);
    expect(last.ticket).toEqual({ queueId: vendas.id, chatbot: true });
    expect(last.state).toMatchObject({ level: 'option', queueId: vendas.id, path: [], sends: 1 });
  });

  it('does nothing more once the bot ended', () => {
    const { last } = converse(firstTurn(), ['2', '1', 'oi']);
    expect(last.reply).toBe('');
    expect(last.ticket).toEqual({ queueId: suporte.id, chatbot: false });
  });
});

describe('a wrong answer', () => {
  it('resends the menu once timeUseBotQueues minutes have passed', () => {
    const connection = { ...firstTurn().connection, timeUseBotQueues: 5 };
    const { decisions } = converse(firstTurn({ connection }), ['9'], 5 * MINUTE);
    expect(decisions[1]?.reply).toBe(QUEUE_MENU);
    expect(decisions[1]?.state).toMatchObject({ level: 'queue', sends: 2 });
  });

  it('says nothing when the last menu went less than timeUseBotQueues minutes ago', () => {
    const connection = { ...firstTurn().connection, timeUseBotQueues: 5 };
    const { decisions } = converse(firstTurn({ connection }), ['9'], 5 * MINUTE - 1);
    expect(decisions[1]?.reply).toBe('');
    expect(decisions[1]?.state).toEqual(decisions[0]?.state);
    expect(decisions[1]?.ticket).toEqual({ queueId: null, chatbot: true });
  });

  it('counts the time from the last send, not from the last wrong answer', () => {
    const connection = { ...firstTurn().connection, timeUseBotQueues: 5 };
    const { replies } = converse(firstTurn({ connection }), ['x', 'x', 'x'], 2 * MINUTE);
    expect(replies).toEqual([QUEUE_MENU, '', '', QUEUE_MENU]);
  });

  it('ends the bot after the menu went maxUseBotQueues times; the ticket waits without a queue', () => {
    const connection = { ...firstTurn().connection, maxUseBotQueues: 2 };
    const { replies, last } = converse(firstTurn({ connection }), ['x', 'x', '1']);
    expect(replies).toEqual([QUEUE_MENU, QUEUE_MENU, '', '']);
    expect(last.ticket).toEqual({ queueId: null, chatbot: false });
    expect(last.state.level).toBe('ended');
  });

  it('repeats without limit when maxUseBotQueues is 0', () => {
    const connection = { ...firstTurn().connection, maxUseBotQueues: 0 };
    const { replies } = converse(firstTurn({ connection }), ['x', 'x', 'x', 'x', 'x']);
    expect(replies.every((reply) => reply === QUEUE_MENU)).toBe(true);
  });

  it('is any message that is not a text, even when its caption is a number', () => {
    const { last } = converse(firstTurn(), [null]);
    expect(last.reply).toBe(QUEUE_MENU);
    expect(last.state.sends).toBe(2);
    expect(answerOf({ body: '1', mediaType: 'image' })).toBeNull();
    expect(answerOf({ body: ' 1 \n', mediaType: 'chat' })).toBe('1');
  });
});

describe('a ticket someone else moved', () => {
  it('ends the bot silently when the ticket got a queue while the queue menu waited', () => {
    const first = decide(firstTurn());
    const decision = decide({
      ...firstTurn(),
      state: first.state,
      ticket: { queueId: suporte.id, chatbot: true },
      answer: '1',
    });
    expect(decision.reply).toBe('');
    expect(decision.ticket).toEqual({ queueId: suporte.id, chatbot: false });
    expect(decision.state.level).toBe('ended');
  });

  it('ends the bot when the ticket left the queue whose options were offered', () => {
    const { last, input } = converse(firstTurn(), ['1']);
    const decision = decide({
      ...input,
      state: last.state,
      ticket: { queueId: suporte.id, chatbot: true },
      answer: '1',
    });
    expect(decision).toMatchObject({ reply: '', ticket: { queueId: suporte.id, chatbot: false } });
  });

  it('ends the bot when the ticket no longer says the bot is talking (an agent accepted it meanwhile)', () => {
    const { last, input } = converse(firstTurn(), ['1']);
    const returned = { queueId: vendas.id, chatbot: false };
    const decision = decide({ ...input, state: last.state, ticket: returned, answer: '1' });
    expect(decision).toMatchObject({ reply: '', ticket: returned, state: { level: 'ended' } });
  });
});

describe('the queue whose options a turn needs', () => {
  const queues = [vendas, suporte];
  const menu = { ...initialBotState(true), level: 'queue' as const };

  it('is the picked queue at the queue menu, the walked queue in options, the only queue at the start', () => {
    expect(focusQueueId(menu, '2', queues)).toBe(suporte.id);
    expect(focusQueueId(menu, 'x', queues)).toBeNull();
    expect(focusQueueId({ ...menu, level: 'option', queueId: vendas.id }, '#', queues)).toBe(vendas.id);
    expect(focusQueueId(initialBotState(true), 'oi', [vendas])).toBe(vendas.id);
    expect(focusQueueId(initialBotState(true), 'oi', queues)).toBeNull();
    expect(focusQueueId(initialBotState(false), '1', [vendas])).toBeNull();
  });

  it('is only read for the queue in focus: options of other queues never show', () => {
    const { last } = converse(firstTurn({ options: vendasOptions }), ['2']);
    expect(last.reply).toBe('Bem-vindo a Suporte');
  });
});
