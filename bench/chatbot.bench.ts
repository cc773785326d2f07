import { afterAll, bench, describe, inject } from 'vitest';
import { startServer } from '../functions/src/local/server.js';
import { newId } from '../functions/src/platform/ids.js';
import { messageWatch, setupChatbotCompany, type MessageArrival } from './support/chatbot.js';
import { PASSWORD } from './support/company.js';
import { apiClient } from './support/http.js';
import { ms, summarize, table, type Summary } from './support/measure.js';

/**
 * What the chatbot (docs/decisions/012) costs on the inbound path. Customers write through the simulator
 * (POST /api/simulator/{id}/messages → outbound queue → simulator → inbound queue → ingest → automation) and an
 * admin's `/ws` socket times the `appMessage` create events, from the POST:
 *  (a) baseline: a new customer's first message on a connection without queues (no bot) → its own event;
 *  (b) bot menu: a new customer's first message on a two-queue connection → the business's menu event;
 *  (c) bot answer: that customer answers '1' → the business's next message (the queue's greeting and options).
 * One customer at a time, so it measures latency, not saturation. No assertions on time.
 */
const CUSTOMERS = Number(process.env.BENCH_CHATBOT_CUSTOMERS ?? 40);
const WARMUP = 3;
const MENU_LINE = '*1* - ';

const adminEmail = `root-${newId().toLowerCase()}@bench.example`;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dynamoEndpoint: inject('dynamoEndpoint'),
  tableName: `bench-${newId()}`,
  adminEmail,
  adminPassword: PASSWORD,
});
const api = apiClient(server.url);
// One login for the setup, the customers' requests and the socket.
const token = await api.login(adminEmail, PASSWORD);
const setup = await setupChatbotCompany(api, token);
const watch = await messageWatch(server.url, token, setup.companyId);

let customerSeq = 0;
/** A number never seen: each customer is new, so each first message opens a ticket. */
const newCustomer = () => `55219${String(++customerSeq).padStart(8, '0')}`;

/** The customer writes; answers the first event after the POST began that `match` accepts, and the POST's start. */
async function customerSays(
  connectionId: string,
  number: string,
  body: string,
  match: (arrival: MessageArrival) => boolean,
  what: string,
): Promise<{ started: number; arrival: MessageArrival }> {
  const mark = watch.mark();
  const started = performance.now();
  await api.expect(201, 'POST', `/simulator/${connectionId}/messages`, {
    token,
    body: { number, name: `Cliente ${number.slice(-4)}`, body },
  });
  return { started, arrival: await watch.next(mark, match, what) };
}

const own = (number: string) => (arrival: MessageArrival) => arrival.number === number && !arrival.fromMe;
const business = (number: string) => (arrival: MessageArrival) => arrival.number === number && arrival.fromMe;

/** (a): a first message where no bot answers → its own event. */
async function baseline(): Promise<number> {
  const number = newCustomer();
  const { started, arrival } = await customerSays(
    setup.plainConnectionId,
    number,
    'Olá, boa tarde!',
    own(number),
    'baseline',
  );
  return arrival.at - started;
}

/** (b) and (c), with the customer's own first message event on the bot connection beside them. */
async function botConversation(): Promise<{ own: number; menu: number; answer: number }> {
  const number = newCustomer();
  const mark = watch.mark();
  const first = await customerSays(
    setup.botConnectionId,
    number,
    'Olá, boa tarde!',
    (arrival) => business(number)(arrival) && arrival.body.includes(MENU_LINE),
    'bot menu',
  );
  const ownEvent = await watch.next(mark, own(number), 'bot connection, own message');
  const reply = await customerSays(setup.botConnectionId, number, '1', business(number), 'bot answer');
  if (!reply.arrival.body.includes(MENU_LINE))
    throw new Error(`the answer to '1' is not the queue's options: ${JSON.stringify(reply.arrival.body)}`);
  return {
    own: ownEvent.at - first.started,
    menu: first.arrival.at - first.started,
    answer: reply.arrival.at - reply.started,
  };
}

console.log(`[chatbot] ${WARMUP} warm-up customers, then ${CUSTOMERS} measured, one at a time, on each connection`);
const started = performance.now();
const samples = { baseline: [] as number[], own: [] as number[], menu: [] as number[], answer: [] as number[] };
for (let index = 0; index < WARMUP + CUSTOMERS; index++) {
  // Alternated, so a neighbour's burst of CPU hits both sides alike.
  const plain = await baseline();
  const bot = await botConversation();
  if (index < WARMUP) continue;
  samples.baseline.push(plain);
  samples.own.push(bot.own);
  samples.menu.push(bot.menu);
  samples.answer.push(bot.answer);
}
const seconds = (performance.now() - started) / 1000;

const a = summarize(samples.baseline);
const botOwn = summarize(samples.own);
const b = summarize(samples.menu);
const c = summarize(samples.answer);
const ratio = (x: number, y: number) => (y > 0 ? `${(x / y).toFixed(2)}×` : '—');
const row = (name: string, summary: Summary) => [
  name,
  String(summary.n),
  ms(summary.p50),
  ms(summary.p99),
  ms(summary.max),
  ratio(summary.p50, a.p50),
  ratio(summary.p99, a.p99),
];
console.log(
  [
    '',
    `=== Chatbot on the inbound path: ${CUSTOMERS} new customers per connection, one at a time, in ${seconds.toFixed(0)} s ===`,
    'POST /api/simulator/{id}/messages → admin WebSocket appMessage create event (ms)',
    table([
      ['', 'n', 'p50', 'p99', 'max', '/a p50', '/a p99'],
      row('(a) no queues: first message → its event', a),
      row('    bot connection: first message → its event', botOwn),
      row('(b) bot: first message → menu event', b),
      row("(c) bot: answer '1' → next business message", c),
    ]),
    `b/a: p50 ${ratio(b.p50, a.p50)}, p99 ${ratio(b.p99, a.p99)}; c/a: p50 ${ratio(c.p50, a.p50)}, p99 ${ratio(c.p99, a.p99)}`,
    '',
  ].join('\n'),
);

afterAll(async () => {
  watch.close();
  await server.stop();
});

/** The same paths under vitest's own bench runner, for its standard table. */
describe('chatbot on the inbound path', () => {
  bench('(a) no queues: first message → its event', async () => void (await baseline()), { time: 1_000 });
  bench('(b)+(c) bot: first message → menu, then 1 → options', async () => void (await botConversation()), {
    time: 1_000,
  });
});
