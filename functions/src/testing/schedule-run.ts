import { startServer, type RunningServer } from '../local/server.js';
import { newId } from '../platform/ids.js';

/**
 * Issue 17's schedule run under `npm start`'s stack: the embedded server (real HTTP, the local scheduler, the
 * simulator's session host) arms `count` schedules `spacingMs` apart, is stopped and started again over the same
 * table once schedule `restartAt` is due, and the simulator's customers' phones are read for what arrived. Used by
 * tests/e2e/schedules-restart.e2e.test.ts (20 schedules) and bench/schedules.bench.ts (200, one second apart).
 */
export interface ScheduleRunOptions {
  dynamoEndpoint: string;
  count: number;
  spacingMs: number;
  /** The index of the schedule whose sendAt triggers the restart. */
  restartAt: number;
  /** Customers the schedules go to, in turn. */
  contacts?: number;
  /** Gives up waiting for the messages this long after the last sendAt. */
  settleMs?: number;
}

export interface ScheduleRunResult {
  count: number;
  /** Schedules whose message the customer received exactly once, more than once, never. */
  once: number;
  duplicated: number;
  missing: number;
  /** Schedules the API reports ENVIADA after the run. */
  enviada: number;
  /** Per received schedule: the customer's phone time minus sendAt, in ms. */
  lateness: number[];
  /** Per sent schedule: its sentAt (when its timer fired) minus sendAt, in ms. */
  firedLateness: number[];
  /** The server's stop and start, in ms. */
  restartMs: number;
}

const PASSWORD = 'schedule-run-secret';

export async function runSchedules(options: ScheduleRunOptions): Promise<ScheduleRunResult> {
  const tableName = `schedules-run-${newId()}`;
  const adminEmail = `root-${newId().toLowerCase()}@schedules.example`;
  const start = () =>
    startServer({
      port: 0,
      host: '127.0.0.1',
      dynamoEndpoint: options.dynamoEndpoint,
      tableName,
      adminEmail,
      adminPassword: PASSWORD,
    });
  let server: RunningServer = await start();
  try {
    let api = await client(server.url, adminEmail);
    const connectionId = await connectedSimulator(api);
    const numbers = Array.from({ length: options.contacts ?? 10 }, (_, i) => `5511970${String(i).padStart(6, '0')}`);
    const contactIds: string[] = [];
    for (const [i, number] of numbers.entries()) {
      contactIds.push((await api.call('POST', '/contacts', { name: `Cliente Agenda ${i}`, number })).id);
    }
    const run = newId();
    // Armed with room to create them all before the first is due.
    const first = Date.now() + 3_000 + options.count * 40;
    const planned: { id: string; body: string; number: string; sendAt: number }[] = [];
    for (let i = 0; i < options.count; i++) {
      const sendAt = first + i * options.spacingMs;
      const body = `Agendamento ${i} ${run}`;
      const contact = i % numbers.length;
      const created = await api.call('POST', '/schedules', {
        body,
        contactId: contactIds[contact],
        sendAt: new Date(sendAt).toISOString(),
      });
      planned.push({ id: created.id, body, number: numbers[contact]!, sendAt });
    }

    await sleepUntil(planned[options.restartAt]!.sendAt);
    const stopping = Date.now();
    await server.stop();
    server = await start();
    const restartMs = Date.now() - stopping;
    api = await client(server.url, adminEmail);

    const deadline = planned[planned.length - 1]!.sendAt + (options.settleMs ?? 30_000);
    let arrivals = new Map<string, number[]>();
    for (;;) {
      arrivals = await phones(api, connectionId, numbers, run);
      const received = [...arrivals.values()].reduce((sum, times) => sum + times.length, 0);
      if (received >= options.count || Date.now() > deadline) break;
      await sleep(500);
    }
    // Late duplicates would show after the last arrival: a moment more to see them.
    await sleep(1_500);
    arrivals = await phones(api, connectionId, numbers, run);

    const schedules = await allSchedules(api);
    const counted = planned.map((plan) => arrivals.get(plan.body) ?? []);
    return {
      count: options.count,
      once: counted.filter((times) => times.length === 1).length,
      duplicated: counted.filter((times) => times.length > 1).length,
      missing: counted.filter((times) => times.length === 0).length,
      enviada: schedules.filter((schedule) => schedule.status === 'ENVIADA').length,
      lateness: planned.flatMap((plan, i) => (counted[i]![0] === undefined ? [] : [counted[i]![0]! - plan.sendAt])),
      firedLateness: schedules.flatMap((row) =>
        row.sentAt ? [new Date(row.sentAt).getTime() - new Date(row.sendAt).getTime()] : [],
      ),
      restartMs,
    };
  } finally {
    await server.stop();
  }
}

type Api = Awaited<ReturnType<typeof client>>;
type ScheduleRow = { status: string; sendAt: string; sentAt: string | null };

async function client(baseUrl: string, email: string) {
  async function call(method: string, path: string, body?: unknown, token?: string): Promise<any> {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }
  const { token } = await call('POST', '/auth/login', { email, password: PASSWORD });
  return { call: (method: string, path: string, body?: unknown) => call(method, path, body, token as string) };
}

async function connectedSimulator(api: Api): Promise<string> {
  const created = await api.call('POST', '/whatsapp', { name: 'Agenda', provider: 'simulator', queueIds: [] });
  await until(async () => (await api.call('GET', `/whatsapp/${created.id}`)).status === 'qrcode');
  await api.call('POST', `/simulator/${created.id}/scan`, {});
  await until(async () => (await api.call('GET', `/whatsapp/${created.id}`)).status === 'CONNECTED');
  return created.id as string;
}

/** Each body of this run the customers received, with the phone's times of each copy. */
async function phones(api: Api, connectionId: string, numbers: string[], run: string) {
  const arrivals = new Map<string, number[]>();
  for (const number of numbers) {
    const { messages } = await api.call('GET', `/simulator/${connectionId}/messages?number=${number}`);
    for (const message of messages as { from: string; body: string; timestamp: number }[]) {
      if (message.from !== 'business' || !message.body.endsWith(run)) continue;
      arrivals.set(message.body, [...(arrivals.get(message.body) ?? []), message.timestamp]);
    }
  }
  return arrivals;
}

async function allSchedules(api: Api): Promise<ScheduleRow[]> {
  const all: ScheduleRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call('GET', `/schedules/?pageNumber=${page}`);
    all.push(...answer.schedules);
    if (!answer.hasMore) return all;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (time: number) => sleep(Math.max(0, time - Date.now()));

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the simulator connection never got there');
    await sleep(100);
  }
}
