import { appMessageChannel } from '../../functions/src/domain/messages/events.js';
import type { ApiClient } from './http.js';
import { openSocket } from './inbound-latency.js';

/** How long a step may take before the bench gives up on it (the bot never answered, an event got lost). */
const STEP_LIMIT_MS = 30_000;

/** The chatbot company of the bench (docs/decisions/012): what the customers write to. */
export interface ChatbotSetup {
  companyId: string;
  /** Two queues, a two-level option tree on the first, a greeting: a new customer gets the queue menu. */
  botConnectionId: string;
  /** No queues: the bot says nothing (the baseline). */
  plainConnectionId: string;
}

/**
 * As an admin sets it up through the API: queues Vendas (options 1 Pedidos → 1 Rastrear / 2 Trocar, 2 Horários)
 * and Financeiro, each with a greeting; a simulator connection serving both with a greeting, and one serving
 * none. Both paired the way the simulator's page does it (wait for the QR code, scan).
 */
export async function setupChatbotCompany(api: ApiClient, token: string): Promise<ChatbotSetup> {
  const me = await api.expect<{ company: { id: string } }>(200, 'GET', '/auth/me', { token });
  const queue = (name: string, orderQueue: number, greetingMessage: string) =>
    api.expect<{ id: string }>(201, 'POST', '/queue', {
      token,
      body: { name, color: orderQueue === 1 ? '#204060' : '#306070', orderQueue, greetingMessage },
    });
  const sales = await queue('Vendas', 1, 'Vendas: {{ms}}, {{firstName}}! Escolha uma opção.');
  const finance = await queue('Financeiro', 2, 'Financeiro: um atendente já vai falar com você.');
  const option = (parentId: string | -1, option: string, title: string, message: string) =>
    api.expect<{ id: string }>(201, 'POST', '/queue-options', {
      token,
      body: { queueId: sales.id, parentId, title, message, option },
    });
  const orders = await option(-1, '1', 'Pedidos', 'Sobre pedidos: escolha uma opção.');
  await option(orders.id, '1', 'Rastrear', 'Informe o número do pedido.');
  await option(orders.id, '2', 'Trocar', 'Trocas em até 7 dias.');
  await option(-1, '2', 'Horários', 'Atendemos de segunda a sexta, das 8h às 18h.');
  const bot = await connectedSimulator(api, token, {
    name: 'Bench bot',
    queueIds: [sales.id, finance.id],
    greetingMessage: '{{ms}}, {{firstName}}! Bem-vindo. Escolha um setor:',
  });
  const plain = await connectedSimulator(api, token, { name: 'Bench sem fila', queueIds: [] });
  return { companyId: me.company.id, botConnectionId: bot, plainConnectionId: plain };
}

/** A simulator connection, created and paired as tests/e2e/conversation-support.ts does: QR code, scan, connected. */
async function connectedSimulator(api: ApiClient, token: string, body: Record<string, unknown>): Promise<string> {
  const created = await api.expect<{ id: string }>(201, 'POST', '/whatsapp', {
    token,
    body: { provider: 'simulator', ...body },
  });
  const reach = async (status: string) => {
    const deadline = performance.now() + STEP_LIMIT_MS;
    for (;;) {
      const now = await api.expect<{ status: string }>(200, 'GET', `/whatsapp/${created.id}`, { token });
      if (now.status === status) return;
      if (performance.now() > deadline) throw new Error(`connection ${created.id} never ${status}: ${now.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await reach('qrcode');
  await api.expect(202, 'POST', `/simulator/${created.id}/scan`, { token, body: {} });
  await reach('CONNECTED');
  return created.id;
}

/** An `appMessage` create event as the admin's socket got it. */
export interface MessageArrival {
  number: string;
  fromMe: boolean;
  body: string;
  /** performance.now() when the frame arrived. */
  at: number;
}

/**
 * An admin's `/ws` socket keeping every `appMessage` create event with its arrival time. `mark()` then
 * `next(mark, match)`: the first event after the mark that matches, so an event that arrives before the request
 * that caused it has answered is not missed.
 */
export async function messageWatch(baseUrl: string, token: string, companyId: string) {
  const channel = appMessageChannel(companyId);
  const arrivals: MessageArrival[] = [];
  const waiting = new Set<() => void>();
  const socket = await openSocket(baseUrl, token, (event, data) => {
    const at = performance.now();
    if (event !== channel || data?.action !== 'create') return;
    arrivals.push({
      number: String(data.contact?.number),
      fromMe: Boolean(data.message?.fromMe),
      body: String(data.message?.body ?? ''),
      at,
    });
    for (const wake of waiting) wake();
  });

  function next(from: number, match: (arrival: MessageArrival) => boolean, what: string): Promise<MessageArrival> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = arrivals.slice(from).find(match);
        if (!found) return false;
        clearTimeout(timer);
        waiting.delete(wake);
        resolve(found);
        return true;
      };
      const wake = () => void look();
      const timer = setTimeout(() => {
        waiting.delete(wake);
        reject(new Error(`${what}: no event within ${STEP_LIMIT_MS / 1000} s`));
      }, STEP_LIMIT_MS);
      if (!look()) waiting.add(wake);
    });
  }

  return { mark: () => arrivals.length, next, close: () => socket.close() };
}

export type MessageWatch = Awaited<ReturnType<typeof messageWatch>>;
