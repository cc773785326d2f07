import type { QueueOption } from '../queue-options/schema.js';
import { defaultWeeklyHours } from '../queues/schema.js';
import { decide, type BotDecision, type BotInput, type BotQueue } from './decide.js';
import { initialBotState } from './state.js';

/** Monday 2026-11-23, 10:00 in São Paulo: inside the default hours. */
export const MONDAY_10H = new Date('2026-11-23T13:00:00Z');
/** The same Monday at 20:00 in São Paulo: after the default hours. */
export const MONDAY_20H = new Date('2026-11-23T23:00:00Z');
export const MINUTE = 60_000;

export const queue = (id: string, name: string, fields: Partial<BotQueue> = {}): BotQueue => ({
  id,
  name,
  greetingMessage: `Bem-vindo a ${name}`,
  outOfHoursMessage: '',
  schedules: defaultWeeklyHours(),
  ...fields,
});

export const option = (
  id: string,
  queueId: string,
  parentId: string | null,
  key: string,
  title: string,
): QueueOption => ({
  id,
  companyId: 'c1',
  queueId,
  parentId,
  title,
  message: `Sobre ${title}`,
  option: key,
  createdAt: '',
  updatedAt: '',
});

export const vendas = queue('q-vendas', 'Vendas');
export const suporte = queue('q-suporte', 'Suporte');

/** Vendas: 1 Planos (1 Mensal, 2 Anual), 2 Endereço. */
export const vendasOptions = [
  option('o-planos', 'q-vendas', null, '1', 'Planos'),
  option('o-endereco', 'q-vendas', null, '2', 'Endereço'),
  option('o-mensal', 'q-vendas', 'o-planos', '1', 'Mensal'),
  option('o-anual', 'q-vendas', 'o-planos', '2', 'Anual'),
];

export const QUEUE_MENU = 'Olá! Escolha:\n\n*1* - Vendas\n*2* - Suporte';
export const VENDAS_MENU = 'Bem-vindo a Vendas\n\n*1* - Planos\n*2* - Endereço\n*0* - Voltar\n*#* - Menu inicial';
export const PLANOS_MENU = 'Sobre Planos\n\n*1* - Mensal\n*2* - Anual\n*0* - Voltar\n*#* - Menu inicial';

/** A new ticket's first turn on a connection with Vendas and Suporte, at 10:00 on a Monday. */
export function firstTurn(fields: Partial<BotInput> = {}): BotInput {
  return {
    state: initialBotState(true),
    answer: 'oi',
    ticket: { queueId: null, chatbot: false },
    connection: {
      greetingMessage: 'Olá! Escolha:',
      outOfHoursMessage: 'Estamos fechados',
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
    },
    queues: [vendas, suporte],
    options: vendasOptions,
    scheduleType: 'disabled',
    companyHours: null,
    now: MONDAY_10H,
    timeZone: 'America/Sao_Paulo',
    ...fields,
  };
}

/** The customer's next message after a decision, on the same connection, `later` ms after the previous turn. */
export function nextTurn(input: BotInput, previous: BotDecision, answer: string | null, later = 0): BotInput {
  return {
    ...input,
    state: previous.state,
    ticket: previous.ticket,
    answer,
    now: new Date(input.now.getTime() + later),
  };
}

/**
 * Plays a conversation: the first turn, then each answer, `later` ms after the previous one (one delay for all,
 * or one per answer); answers every decision.
 */
export function converse(start: BotInput, answers: (string | null)[], later: number | number[] = 0) {
  let input = start;
  let decision = decide(input);
  const decisions = [decision];
  for (const [index, answer] of answers.entries()) {
    input = nextTurn(input, decision, answer, Array.isArray(later) ? (later[index] ?? 0) : later);
    decision = decide(input);
    decisions.push(decision);
  }
  return { decisions, last: decision, input, replies: decisions.map((d) => d.reply) };
}
