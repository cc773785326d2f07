import WebSocket from 'ws';
import { jobOptions } from '../../session-host/src/session-events.js';
import { canSeeTicket } from '../../functions/src/domain/tickets/access.js';
import type { RunningServer } from '../../functions/src/local/server.js';
import type { InboundEvent, InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import { INBOUND_QUEUE } from '../../functions/src/platform/chat/session-commands.js';
import type { Agent, BenchCompany } from './company.js';
import type { WorkingTicket } from './history.js';
import { summarize, type Summary } from './measure.js';
import type { Random } from './random.js';

export interface InboundPhase {
  rate: number;
  sent: number;
  /** Messages per second actually put on the queue. */
  achievedRate: number;
  /** Messages per second that reached an agent, from the first send to the last arrival. */
  deliveredRate: number;
  /** Send → the first agent socket that got the event. */
  first: Summary;
  /** Send → every agent socket that should get it. */
  everyAgent: Summary;
  /** (message, agent) deliveries expected / arrived. */
  expected: number;
  arrived: number;
  /** From the last send until the last event arrived (a backlog shows here). */
  drainMs: number;
  /** DynamoDB requests per message: queue, ingest, realtime fan-out (the `alongside` reads taken off). */
  requestsPerMessage: number;
  /** The `alongside` read, repeated while the phase sends and drains. */
  alongside?: Summary;
}

/** A read an agent keeps making while the messages come (their list), and what one costs in requests. */
export interface Alongside {
  read: () => Promise<unknown>;
  requestsPerRead: number;
}

interface Target {
  connectionId: string;
  chatId: string;
  /** The agents allowed to see the ticket the message lands in. */
  audience: number[];
}

const BODY = /^bench-in #(\d+)$/;
/** A phase waits this long past its last send for the stragglers (a saturated queue needs a while). */
const DRAIN_LIMIT_MS = 15 * 60_000;

/**
 * Customer messages put on the inbound queue the way a session host does (one chat per FIFO group, the host's
 * dedupe ids), into the working set's chats across the company's connections and, one in ten, from numbers
 * never seen (a new contact and ticket). Every agent is connected to the server's `/ws`; a message's latency is
 * from its put to the `appMessage` create event on each socket allowed to see its ticket.
 */
export async function inboundBench(
  server: RunningServer,
  company: BenchCompany,
  sessions: { agent: Agent; token: string }[],
  working: WorkingTicket[],
  random: Random,
) {
  const channel = `company-${company.companyId}-appMessage`;
  const arrivals = new Map<number, number[]>();
  const sockets = await Promise.all(
    sessions.map((session) =>
      openSocket(server.url, session.token, (event, data) => {
        const seq =
          event === channel && data?.action === 'create' ? BODY.exec(String(data.message?.body ?? ''))?.[1] : undefined;
        if (seq !== undefined) arrivals.set(Number(seq), [...(arrivals.get(Number(seq)) ?? []), performance.now()]);
      }),
    ),
  );
  const agents = sessions.map((session) => ({
    id: session.agent.id,
    profile: 'user',
    queueIds: session.agent.queueIds,
  }));
  const requests = countRequests(server);
  const runId = Date.now().toString(36);
  let nextSeq = 0;

  const target = (seq: number): Target => {
    if (random.chance(0.1)) {
      // A ticket opened by the message has no queue yet: every agent sees it.
      const audience = agents.map((_, index) => index);
      return { connectionId: random.pick(company.connectionIds), chatId: `5521${900_000_000 + seq}`, audience };
    }
    const ticket = random.pick(working);
    const audience = agents.flatMap((agent, index) => (canSeeTicket(agent, ticket) ? [index] : []));
    return { connectionId: ticket.connectionId, chatId: ticket.contactNumber, audience };
  };

  async function phase(rate: number, seconds: number, alongside?: Alongside): Promise<InboundPhase> {
    const first = nextSeq;
    const total = Math.round(rate * seconds);
    nextSeq += total;
    const targets = Array.from({ length: total }, (_, index) => target(first + index));
    const sentAt = new Map<number, number>();
    const chains = new Map<string, Promise<void>>();
    const requestsBefore = requests.count;
    const started = performance.now();
    const sampling = { on: true, times: [] as number[] };
    const sampler = alongside && sample(alongside.read, sampling);
    for (let index = 0; index < total; index++) {
      const wait = started + (index * 1000) / rate - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const seq = first + index;
      const { connectionId, chatId } = targets[index] as Target;
      const event: InboundEvent = {
        type: 'message',
        message: {
          id: `BENCH${runId}${seq}`,
          chatId,
          isGroup: false,
          fromMe: false,
          senderName: 'Cliente Bench',
          timestamp: Date.now(),
          body: `bench-in #${seq}`,
        },
      };
      const job: InboundJob = { companyId: company.companyId, connectionId, event };
      sentAt.set(seq, performance.now());
      // One connection's events go out one after another, as the host's per-session delivery chain does.
      const previous = chains.get(connectionId) ?? Promise.resolve();
      chains.set(
        connectionId,
        previous.then(() => server.deps.jobs.send(INBOUND_QUEUE, job, jobOptions(connectionId, event))),
      );
    }
    const lastSend = performance.now();
    await Promise.all(chains.values());
    const expected = targets.reduce((sum, one) => sum + one.audience.length, 0);
    const mine = () => [...sentAt.keys()].flatMap((seq) => (arrivals.get(seq) ?? []).map((at) => ({ seq, at })));
    await waitFor(
      () => mine().length >= expected,
      lastSend + DRAIN_LIMIT_MS,
      () => `${mine().length}/${expected} deliveries`,
    );
    sampling.on = false;
    await sampler;
    const latencies = [...sentAt.entries()].map(([seq, sent]) => (arrivals.get(seq) ?? []).map((at) => at - sent));
    const lastArrival = Math.max(lastSend, ...mine().map((arrival) => arrival.at));
    const delivered = latencies.filter((list) => list.length > 0).length;
    return {
      rate,
      sent: total,
      achievedRate: total / Math.max((lastSend - started) / 1000, 0.001),
      deliveredRate: delivered / Math.max((lastArrival - started) / 1000, 0.001),
      first: summarize(latencies.filter((list) => list.length > 0).map((list) => Math.min(...list))),
      everyAgent: summarize(latencies.flat()),
      expected,
      arrived: mine().length,
      drainMs: lastArrival - lastSend,
      requestsPerMessage:
        (requests.count - requestsBefore - sampling.times.length * (alongside?.requestsPerRead ?? 0)) / total,
      ...(alongside ? { alongside: summarize(sampling.times) } : {}),
    };
  }

  return {
    phase,
    close: () => {
      requests.stop();
      for (const socket of sockets) socket.close();
    },
  };
}

/** Repeats `read` (a pause between) while `sampling.on`, noting each one's time. */
async function sample(read: () => Promise<unknown>, sampling: { on: boolean; times: number[] }) {
  while (sampling.on) {
    const start = performance.now();
    await read();
    sampling.times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function waitFor(done: () => boolean, deadline: number, progress: () => string): Promise<void> {
  let lastReport = performance.now();
  while (!done() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (performance.now() - lastReport > 15_000) {
      lastReport = performance.now();
      console.log(`[inbound] still draining: ${progress()}`);
    }
  }
}

/** Counts the server's DynamoDB requests (a middleware on its document client). */
export function countRequests(server: RunningServer) {
  const counter = { count: 0, stop: () => {} };
  const name = `bench-request-counter-${Date.now()}`;
  server.deps.table.doc.middlewareStack.add(
    (next) => async (args) => {
      counter.count++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  counter.stop = () => void server.deps.table.doc.middlewareStack.remove(name);
  return counter;
}

/** An agent's `/ws` socket, handing every frame's event and data to `onEvent` as it arrives. */
export function openSocket(
  baseUrl: string,
  token: string,
  onEvent: (event: string, data: any) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; data: unknown };
      onEvent(message.event, message.data);
    });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`/ws refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
