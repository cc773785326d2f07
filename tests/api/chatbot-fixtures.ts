import { defaultWeeklyHours, type HoursEntry } from '../../functions/src/domain/queues/schema.js';
import type { TestContext } from '../../functions/src/testing/harness.js';
import type { AutomaticWorld } from './automatic-fixtures.js';
import { until } from './messages-fixtures.js';

/** Monday 2026-11-23, 10:00 in São Paulo (UTC-3). */
export const MONDAY_10H = new Date('2026-11-23T13:00:00Z');
export const MINUTE = 60_000;

/** The default hours with Monday changed. */
export const mondayHours = (startTime: string, endTime: string): HoursEntry[] =>
  defaultWeeklyHours().map((day) => (day.weekdayEn === 'monday' ? { ...day, startTime, endTime } : day));

/**
 * The chatbot's world on top of a company with a connected simulator (automatic-fixtures.ts): queues, their
 * options, company hours and the connection's bot fields, all through the API as an admin sets them up.
 */
export function chatbotFixtures(ctx: TestContext, w: AutomaticWorld) {
  let colors = 0;
  const as = () => ({ token: w.auth.token });

  async function queue(name: string, fields: Record<string, unknown> = {}): Promise<string> {
    colors += 1;
    const color = `#${String(colors).padStart(6, '0')}`;
    const body = { name, color, greetingMessage: `Bem-vindo a ${name}`, ...fields };
    const res = await ctx.request('POST', '/api/queue', { ...as(), body });
    if (res.status !== 201) throw new Error(`queue: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }

  /** An option of a queue: a root when `parentId` is -1. */
  async function option(queueId: string, parentId: string | -1, key: string, title: string): Promise<string> {
    const body = { queueId, parentId, option: key, title, message: `Sobre ${title}` };
    const res = await ctx.request('POST', '/api/queue-options', { ...as(), body });
    if (res.status !== 201) throw new Error(`option: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }

  async function companyHours(schedules: HoursEntry[]) {
    const res = await ctx.request('PUT', `/api/companies/${w.companyId}/schedules`, { ...as(), body: { schedules } });
    if (res.status !== 200) throw new Error(`schedules: ${res.status} ${JSON.stringify(res.body)}`);
  }

  /** The connection serves these queues with this greeting; no delay between menus unless told. */
  const serve = (queueIds: string[], fields: Record<string, unknown> = {}) =>
    w.connection({
      queueIds,
      greetingMessage: 'Olá! Escolha:',
      outOfHoursMessage: 'Estamos fechados',
      timeUseBotQueues: 0,
      maxUseBotQueues: 3,
      ...fields,
    });

  /** The texts the business stored for the customer, oldest first (the chat, across tickets). */
  const sentTexts = async (number: string) => (await w.sent(number)).map((message) => message.body);

  /** The customer sends a picture; answers once its job (the bot included) is done. */
  async function customerSendsImage(number: string, caption: string) {
    // A real 1×1 PNG: uploads are checked by their bytes (docs/decisions/021).
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const media = { kind: 'image', mimetype: 'image/png', fileName: 'foto.png', data: png };
    const body = { number, body: caption, media };
    const res = await ctx.request('POST', `/api/simulator/${w.connectionId}/messages`, { ...as(), body });
    if (res.status !== 201) throw new Error(`image: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.id as string;
    await until(
      () => w.chat(number),
      (chat) => chat.messages.some((m) => m.providerId === id),
    );
    await ctx.jobs.drain('inbound');
  }

  return { queue, option, companyHours, serve, sentTexts, customerSendsImage };
}
