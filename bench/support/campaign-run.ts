import { startServer } from '../../functions/src/local/server.js';
import { newId } from '../../functions/src/platform/ids.js';
import { keys } from '../../functions/src/platform/keys.js';
import type { Table } from '../../functions/src/platform/table.js';
import type { SendPacer } from '../../session-host/src/send-pacer.js';

/**
 * Issue 18's campaign run under `npm start`'s stack (the embedded server in this process, the simulator): one
 * campaign per connection, `recipients` spread over `connections`, paced by `messageInterval`. Answers the sends
 * per second of each connection, each recipient's lateness (the simulator phone's time of the message minus the
 * pace slot it was planned for), and how many got the message more than once or never.
 */
export interface CampaignRunOptions {
  dynamoEndpoint: string;
  recipients: number;
  connections: number;
  messageInterval: number;
  /** The session host's pacer: the product's (1 a second per connection) unless given. */
  sendPacer?: SendPacer;
  timeoutMs?: number;
}

export interface CampaignRunResult {
  perConnection: { sends: number; seconds: number; perSecond: number }[];
  lateness: number[];
  once: number;
  duplicated: number;
  missing: number;
}

const PASSWORD = 'campaign-run-secret';

export async function runCampaigns(options: CampaignRunOptions): Promise<CampaignRunResult> {
  const adminEmail = `root-${newId().toLowerCase()}@campaigns.example`;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dynamoEndpoint: options.dynamoEndpoint,
    tableName: `campaigns-run-${newId()}`,
    adminEmail,
    adminPassword: PASSWORD,
    sendPacer: options.sendPacer,
  });
  try {
    const api = await client(server.url, adminEmail);
    const settings = { messageInterval: options.messageInterval, longerIntervalAfter: 0, greaterInterval: 0 };
    await api.call('POST', '/campaign-settings', { ...settings, variables: [] });
    const per = Math.ceil(options.recipients / options.connections);
    const runs: { connectionId: string; campaignId: string; listId: string; numbers: string[] }[] = [];
    for (let c = 0; c < options.connections; c++) {
      const connectionId = await connectedSimulator(api, `Campanha ${c}`);
      const list = await api.call('POST', '/contact-lists', { name: `Lista ${c}` });
      const numbers = Array.from({ length: per }, (_, i) => `55119${c}${String(i).padStart(7, '0')}`);
      for (let i = 0; i < numbers.length; i += 20) {
        await Promise.all(
          numbers
            .slice(i, i + 20)
            .map((number, j) =>
              api.call('POST', '/contact-list-items', { name: `Cliente ${i + j}`, number, contactListId: list.id }),
            ),
        );
      }
      runs.push({ connectionId, campaignId: '', listId: list.id as string, numbers });
    }
    const started = Date.now();
    for (const [c, run] of runs.entries()) {
      const campaign = await api.call('POST', '/campaigns', {
        name: `Bench ${c}`,
        message1: 'Oferta para {nome}',
        whatsappId: run.connectionId,
        contactListId: run.listId,
        scheduledAt: new Date().toISOString(),
      });
      run.campaignId = campaign.id;
    }
    const deadline = started + (options.timeoutMs ?? 30 * 60_000);
    for (;;) {
      const states = await Promise.all(runs.map((run) => api.call('GET', `/campaigns/${run.campaignId}`)));
      if (states.every((state) => state.status === 'FINALIZADA') || Date.now() > deadline) break;
      await sleep(1_000);
    }
    await sleep(1_500);

    const perConnection: CampaignRunResult['perConnection'] = [];
    const lateness: number[] = [];
    let once = 0;
    let duplicated = 0;
    let missing = 0;
    for (const run of runs) {
      const planned = await plannedTimes(server.deps.table, api.companyId, run.campaignId);
      const times: number[] = [];
      for (const number of run.numbers) {
        const { messages } = await api.call('GET', `/simulator/${run.connectionId}/messages?number=${number}`);
        const got = (messages as { from: string; timestamp: number }[]).filter((m) => m.from === 'business');
        if (got.length === 1) once++;
        else if (got.length > 1) duplicated++;
        else missing++;
        if (got[0]) {
          times.push(got[0].timestamp);
          const plannedAt = planned.get(number);
          if (plannedAt) lateness.push(got[0].timestamp - plannedAt);
        }
      }
      const seconds = times.length > 1 ? (Math.max(...times) - Math.min(...times)) / 1000 : 0;
      perConnection.push({ sends: times.length, seconds, perSecond: seconds > 0 ? (times.length - 1) / seconds : 0 });
    }
    return { perConnection, lateness, once, duplicated, missing };
  } finally {
    await server.stop();
  }
}

/** Each recipient's planned pace slot (epoch ms), from the campaign's shipping items. */
async function plannedTimes(table: Table, companyId: string, campaignId: string): Promise<Map<string, number>> {
  const items = await table.queryAll<{ pk: string; sk: string; number: string; plannedAt?: number }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.campaignShipping(companyId, campaignId, '').pk },
  });
  return new Map(items.flatMap((item) => (item.plannedAt ? [[item.number, item.plannedAt] as const] : [])));
}

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
  const { token, user } = await call('POST', '/auth/login', { email, password: PASSWORD });
  return {
    companyId: user.companyId as string,
    call: (method: string, path: string, body?: unknown) => call(method, path, body, token as string),
  };
}

async function connectedSimulator(api: Awaited<ReturnType<typeof client>>, name: string): Promise<string> {
  const created = await api.call('POST', '/whatsapp', { name, provider: 'simulator' });
  await until(async () => (await api.call('GET', `/whatsapp/${created.id}`)).status === 'qrcode');
  await api.call('POST', `/simulator/${created.id}/scan`, {});
  await until(async () => (await api.call('GET', `/whatsapp/${created.id}`)).status === 'CONNECTED');
  return created.id as string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the simulator connection never got there');
    await sleep(100);
  }
}
