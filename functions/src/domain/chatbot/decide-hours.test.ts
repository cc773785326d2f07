import { describe, expect, it } from 'vitest';
import { defaultWeeklyHours } from '../queues/schema.js';
import { converse, firstTurn, MONDAY_10H, MONDAY_20H, QUEUE_MENU, queue, suporte, vendas } from './decide-fixtures.js';
import { decide } from './decide.js';
import { initialBotState } from './state.js';

const companyHours = defaultWeeklyHours();
const byCompany = (fields: Parameters<typeof firstTurn>[0] = {}) =>
  firstTurn({ scheduleType: 'company', companyHours, ...fields });

describe('company hours', () => {
  it('out of hours: the out-of-hours message, no menu, the ticket kept', () => {
    const decision = decide(byCompany({ now: MONDAY_20H }));
    expect(decision.reply).toBe('Estamos fechados');
    expect(decision.ticket).toEqual({ queueId: null, chatbot: false });
    expect(decision.state).toMatchObject({ level: 'start', outOfHoursNotified: true });
  });

  it('tells the customer once while out of hours, then offers the menu at the first message inside', () => {
    const night = byCompany({ now: MONDAY_20H });
    const { replies, last } = converse(night, ['alô', 'tem alguém?', 'bom dia'], [60_000, 60_000, 12 * 3_600_000]);
    expect(replies).toEqual(['Estamos fechados', '', '', QUEUE_MENU]);
    expect(last.state).toMatchObject({ level: 'queue', outOfHoursNotified: false });
  });

  it('inside hours runs the menu as usual', () => {
    expect(decide(byCompany({ now: MONDAY_10H })).reply).toBe(QUEUE_MENU);
  });

  it('tells a waiting ticket once per out-of-hours period', () => {
    const waiting = byCompany({
      state: initialBotState(false),
      ticket: { queueId: suporte.id, chatbot: false },
      now: MONDAY_20H,
    });
    const { replies } = converse(waiting, ['oi', 'oi', 'oi', 'oi'], [60_000, 13 * 3_600_000, 10 * 3_600_000, 60_000]);
    // 20:00 told, 20:01 not again, 09:01 inside hours (nothing: the bot is done), 19:01 told again, 19:02 not.
    expect(replies).toEqual(['Estamos fechados', '', '', 'Estamos fechados', '']);
  });

  it('pauses a menu in progress and reads the answer once hours are back', () => {
    const { replies, last } = converse(byCompany(), ['2', '2'], [10 * 3_600_000, 13 * 3_600_000]);
    expect(replies).toEqual([QUEUE_MENU, 'Estamos fechados', 'Bem-vindo a Suporte']);
    expect(last.ticket.queueId).toBe(suporte.id);
  });

  it('reads the hours on the company’s clock', () => {
    // 10:00 in São Paulo is 22:00 in Tokyo.
    expect(decide(byCompany({ timeZone: 'Asia/Tokyo' })).reply).toBe('Estamos fechados');
  });

  it('are ignored unless scheduleType is company', () => {
    expect(decide(firstTurn({ companyHours, now: MONDAY_20H })).reply).toBe(QUEUE_MENU);
    expect(decide(firstTurn({ scheduleType: 'queue', companyHours, now: MONDAY_20H })).reply).toBe(QUEUE_MENU);
  });
});

describe('queue hours', () => {
  const closedOnMonday = defaultWeeklyHours().map((day) =>
    day.weekdayEn === 'monday' ? { ...day, startTime: '12:00', endTime: '18:00' } : day,
  );
  const late = queue('q-late', 'Tarde', { schedules: closedOnMonday, outOfHoursMessage: 'Tarde abre às 12h' });
  const byQueue = (fields: Parameters<typeof firstTurn>[0] = {}) =>
    firstTurn({ scheduleType: 'queue', queues: [vendas, late], ...fields });

  it('a queue chosen out of its hours sends its out-of-hours message and keeps the ticket in it', () => {
    const { last } = converse(byQueue(), ['2']);
    expect(last.reply).toBe('Tarde abre às 12h');
    expect(last.ticket).toEqual({ queueId: late.id, chatbot: false });
    expect(last.state.level).toBe('ended');
  });

  it('falls back to the connection’s out-of-hours message', () => {
    const silent = { ...late, outOfHoursMessage: ' ' };
    expect(converse(byQueue({ queues: [vendas, silent] }), ['2']).last.reply).toBe('Estamos fechados');
  });

  it('a queue chosen inside its hours greets as usual, and the notice is not repeated', () => {
    const { replies } = converse(byQueue(), ['2', 'oi'], 3 * 3_600_000);
    expect(replies).toEqual(['Olá! Escolha:\n\n*1* - Vendas\n*2* - Tarde', 'Bem-vindo a Tarde', '']);
  });

  it('applies to the only queue of a connection at once', () => {
    const decision = decide(byQueue({ queues: [late], ticket: { queueId: late.id, chatbot: false } }));
    expect(decision.reply).toBe('Tarde abre às 12h');
    expect(decision.ticket).toEqual({ queueId: late.id, chatbot: false });
  });
});
